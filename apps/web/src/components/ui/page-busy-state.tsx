import { Spinner } from './spinner';
import './status-message.css';

/** A whole page waiting on one step (checking a link, completing one): a large spinner over what is under way. */
export function PageBusyState({ label }: { label: string }) {
  return (
    <div className="status-message status-message--page" role="status">
      <Spinner size="large" />
      <p className="status-message__title">{label}</p>
    </div>
  );
}

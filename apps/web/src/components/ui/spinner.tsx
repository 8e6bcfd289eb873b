import './spinner.css';

/** A busy indicator; the surrounding control or region announces what is busy. */
export function Spinner({ size = 'small' }: { size?: 'small' | 'large' }) {
  return <span className={size === 'large' ? 'spinner spinner--large' : 'spinner'} aria-hidden="true" />;
}

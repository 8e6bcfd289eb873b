import { UserIcon } from '@/components/ui/icons';
import './avatar.css';

/**
 * The member's picture, or the first letter of their display name on a coloured disc (a figure until the name
 * has loaded).
 */
export function Avatar({
  displayName,
  avatarUrl,
  size = 'medium',
}: {
  displayName: string;
  avatarUrl?: string;
  size?: 'small' | 'medium' | 'large';
}) {
  const initial = [...displayName.trim()][0]?.toLocaleUpperCase();
  return (
    <span className={`avatar avatar--${size}`} aria-hidden="true">
      {avatarUrl ? (
        <img className="avatar__image" src={avatarUrl} alt="" />
      ) : (
        (initial ?? <UserIcon className="avatar__figure" />)
      )}
    </span>
  );
}

import { AccountType } from '@crewcast/contracts/constants/account';
import type { Author } from '@crewcast/contracts/realtime';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { hostBaseUrl } from '@/lib/runtime-config';
import './author-label.css';

const MAX_BADGES = 3;

/** The badge's name from its image URL (…/badges/{type}.png), for its alt text. */
export function badgeType(url: string): string {
  const file = url.split('?')[0]?.split('/').at(-1) ?? '';
  return decodeURIComponent(file.replace(/\.[a-z0-9]+$/i, '')).replace(/[-_]+/g, ' ');
}

const ACCOUNT_MARKS: Partial<Record<number, string>> = {
  [AccountType.Official]: 'author.mark.staff',
  [AccountType.Creator]: 'author.mark.creator',
};

/** Who wrote a comment or chat message: their chosen badges, their name, and a mark for staff and creators. */
export function AuthorLabel({ author }: { author: Author }) {
  const t = useTranslation();
  const mark = ACCOUNT_MARKS[author.accountType];
  return (
    <span className="author-label">
      {author.badges.slice(0, MAX_BADGES).map((url) => (
        <img
          key={url}
          className="author-label__badge"
          src={`${hostBaseUrl('images')}${url}`}
          alt={t('author.badge', badgeType(url))}
          width={18}
          height={18}
        />
      ))}
      <span className="author-label__name">{author.displayName}</span>
      {mark && (
        <span className={`author-label__mark author-label__mark--${author.accountType}`}>{t(mark)}</span>
      )}
    </span>
  );
}

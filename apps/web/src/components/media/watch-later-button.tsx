import { WATCH_LATER_LIMIT } from '@crewcast/contracts/constants/watch-later';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { BookmarkIcon } from '@/components/ui/icons';
import { ApiError } from '@/lib/api-client';
import { logUnexpected, requestMessage } from '@/lib/errors/request-errors';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useUserInfo } from '@/lib/user-info/use-user-info';
import { useChangeWatchLater } from '@/lib/watch-later/toggle-watch-later';
import './watch-later-button.css';

const WORDS = ['watch-later'] as const;

export interface WatchLaterButtonProps {
  mediaId: number;
  title: string;
  /** On a card it is an icon over the thumbnail; on the episode page a button with its words. */
  variant: 'card' | 'page';
}

/** Saves an episode to the member's watch later list, or takes it off; shown to members once their list is known. */
export function WatchLaterButton({ mediaId, title, variant }: WatchLaterButtonProps) {
  const t = useTranslation();
  const showToast = useToast();
  const { info } = useUserInfo(WORDS);
  const change = useChangeWatchLater();
  if (!info?.watchLater) return null;
  const saving = change.isPending && change.variables.mediaId === mediaId ? change.variables : undefined;
  const saved = saving?.saved ?? info.watchLater.includes(mediaId);

  async function toggle() {
    try {
      await change.mutateAsync({ mediaId, saved: !saved });
      showToast({
        tone: 'success',
        message: saved ? t('watchLater.toast.removed', title) : t('watchLater.toast.saved', title),
      });
    } catch (error) {
      logUnexpected(error, 'Changing watch later');
      const full = error instanceof ApiError && error.body?.error === 'WATCH_LATER_FULL';
      showToast({
        tone: 'error',
        message: full
          ? t('watchLater.error.full', WATCH_LATER_LIMIT)
          : requestMessage(error, t, { fallback: 'watchLater.error.failed' }),
      });
    }
  }

  const classes = `watch-later-button watch-later-button--${variant}${saved ? ' watch-later-button--saved' : ''}`;
  return variant === 'card' ? (
    <Button
      variant="secondary"
      size="icon"
      className={classes}
      aria-pressed={saved}
      aria-label={t('watchLater.button.for', title)}
      onClick={() => void toggle()}
    >
      <BookmarkIcon />
    </Button>
  ) : (
    <Button variant="secondary" className={classes} aria-pressed={saved} onClick={() => void toggle()}>
      <BookmarkIcon />
      {t('watchLater.button')}
    </Button>
  );
}

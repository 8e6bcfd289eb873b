import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { BellIcon, CheckIcon } from '@/components/ui/icons';
import { isFollowing, useFollows, useSetFollowing, type FollowTarget } from '@/lib/follows/follows';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useIsAuthenticated } from '@/lib/use-session';

/**
 * Follows a show or the livestream: a toggle (aria-pressed) for logged-in members; what they are told of is chosen
 * in the account's notifications.
 */
export function FollowButton({ target, name }: { target: FollowTarget; name: string }) {
  const t = useTranslation();
  const signedIn = useIsAuthenticated();
  const follows = useFollows(signedIn);
  const setFollowing = useSetFollowing(target);
  const showToast = useToast();
  if (!signedIn || !follows.data) return null;
  const following = isFollowing(follows.data, target);

  async function toggle() {
    try {
      await setFollowing.mutateAsync(!following);
      showToast({
        tone: 'success',
        message: t(following ? 'follow.stopped' : 'follow.started', name),
      });
    } catch (error) {
      console.warn('The follow could not be saved', error);
      showToast({ tone: 'error', message: t('follow.failed') });
    }
  }

  return (
    <Button
      variant={following ? 'secondary' : 'primary'}
      className="follow-button"
      aria-pressed={following}
      aria-label={t('follow.label', name)}
      onClick={toggle}
    >
      {following ? <CheckIcon aria-hidden="true" /> : <BellIcon aria-hidden="true" />}
      {t(following ? 'follow.following' : 'follow.follow')}
    </Button>
  );
}

import type { Author, ChatMessage } from '@crewcast/contracts/realtime';
import { useConfirm } from '@/components/shell/confirm-dialog';
import { useToast } from '@/components/shell/toast';
import type { MenuAction } from '@/components/ui/menu-button';
import { ApiError } from '@/lib/api-client';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { countSlug } from '@/lib/i18n/translate';
import { banMember, deleteChatMessage, timeOutMember } from '../api/moderation';

/** The time-outs a moderator can pick from a message's menu, in minutes. */
export const TIMEOUT_CHOICES = [1, 10, 60] as const;

/** A moderator's actions on one chat message: delete it, time its author out, or ban them. */
export function useChatModeration(livestreamId: string, onDeleted: (messageId: number) => void) {
  const t = useTranslation();
  const toast = useToast();
  const confirm = useConfirm();

  function report(work: Promise<unknown>, done: string) {
    work
      .then(() => toast({ tone: 'success', message: done }))
      .catch((error: unknown) => {
        console.warn('A moderation action failed', error);
        toast({
          tone: 'error',
          message: error instanceof ApiError ? error.message : t('liveChat.moderation.failed'),
        });
      });
  }

  return (message: ChatMessage, { userId, displayName }: Author): MenuAction[] => {
    return [
      {
        label: t('liveChat.moderation.delete'),
        tone: 'danger',
        onSelect: () =>
          report(
            deleteChatMessage(message.id).then(() => onDeleted(message.id)),
            t('liveChat.moderation.deleted'),
          ),
      },
      ...TIMEOUT_CHOICES.map((minutes): MenuAction => ({
        label: t(countSlug('liveChat.moderation.timeout', minutes), minutes),
        onSelect: () =>
          report(
            timeOutMember({ userId, minutes, livestreamId }),
            t(countSlug('liveChat.moderation.timedOut', minutes), displayName, minutes),
          ),
      })),
      {
        label: t('liveChat.moderation.ban'),
        tone: 'danger',
        onSelect: () =>
          void confirm({
            title: t('liveChat.moderation.ban.title', displayName),
            body: t('liveChat.moderation.ban.body'),
            confirmText: t('liveChat.moderation.ban'),
          }).then((confirmed) => {
            if (confirmed) report(banMember(userId), t('liveChat.moderation.banned', displayName));
          }),
      },
    ];
  };
}

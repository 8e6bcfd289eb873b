import type { ModerationAction } from '@crewcast/contracts/realtime';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { countSlug } from '@/lib/i18n/translate';
import { useNow } from '@/lib/use-now';
import { useUndoModerationAction } from '../api/undo-moderation-action';

function describeAction(t: ReturnType<typeof useI18n>['t'], action: ModerationAction): string {
  if (action.action === 'timeout') {
    const minutes = action.minutes ?? 0;
    return t(countSlug('console.chat.action.timeout', minutes), minutes);
  }
  return t(`console.chat.action.${action.action}`);
}

/** Whether undoing still changes something: a lifted time-out that ran out changes nothing. */
function undoable(action: ModerationAction, now: number): boolean {
  if (action.undone) return false;
  return action.action !== 'timeout' || (action.expiresAt !== null && Date.parse(action.expiresAt) > now);
}

/** Recent deletions, time-outs and bans, newest first, each with its undo. */
export function ModerationActionsTable({ actions }: { actions: readonly ModerationAction[] }) {
  const { t } = useI18n();
  return (
    <div className="console-table-wrap" role="region" aria-label={t('console.table.label')} tabIndex={0}>
      <table className="console-table">
        <caption className="visually-hidden">{t('console.chat.actions.title')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('console.chat.column.when')}</th>
            <th scope="col">{t('console.chat.column.action')}</th>
            <th scope="col">{t('console.chat.column.member')}</th>
            <th scope="col">{t('console.chat.column.message')}</th>
            <th scope="col">{t('console.chat.column.moderator')}</th>
            <th scope="col">{t('console.chat.column.status')}</th>
          </tr>
        </thead>
        <tbody>
          {actions.map((action) => (
            <ActionRow key={action.id} action={action} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function ActionRow({ action }: { action: ModerationAction }) {
  const { t, locale } = useI18n();
  const now = useNow();
  const toast = useToast();
  const undo = useUndoModerationAction();
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' });

  async function undoAction() {
    try {
      await undo.mutateAsync(action.id);
      toast({ tone: 'success', message: t('console.chat.undone') });
    } catch (error) {
      console.warn('Undoing a moderation action failed', error);
      toast({
        tone: 'error',
        message: error instanceof ApiError ? error.message : t('console.chat.undoFailed'),
      });
    }
  }

  return (
    <tr>
      <td>
        <time dateTime={action.created}>{format.format(new Date(action.created))}</time>
      </td>
      <td>
        {describeAction(t, action)}
        {action.reason && <span className="chat-moderation__reason">{action.reason}</span>}
      </td>
      <td>{action.target.displayName}</td>
      <td className="chat-moderation__message">{action.message ?? '—'}</td>
      <td>{action.moderator.displayName}</td>
      <td>
        {action.undone ? (
          <span className="chat-moderation__status">
            {t('console.chat.status.undone', action.undone.by, format.format(new Date(action.undone.at)))}
          </span>
        ) : undoable(action, now) ? (
          <Button
            variant="secondary"
            pending={undo.isPending}
            aria-label={t('console.chat.undo.label', describeAction(t, action), action.target.displayName)}
            onClick={undoAction}
          >
            {t('console.chat.undo')}
          </Button>
        ) : (
          <span className="chat-moderation__status">{t('console.chat.status.expired')}</span>
        )}
      </td>
    </tr>
  );
}

import type { ModerationAction } from '@crewcast/contracts/realtime';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { countSlug, type Translate } from '@/lib/i18n/translate';
import { useFormats } from '@/lib/i18n/use-formats';
import { useNow } from '@/lib/use-now';
import { useModerationActions } from '../api/get-moderation-actions';
import { useUndoModerationAction } from '../api/undo-moderation-action';
import { useConsoleColumns } from '../../components/console-columns';
import { ConsoleList } from '../../components/console-list';
import { useStaffAction } from '../../components/use-staff-action';

function describeAction(t: Translate, action: ModerationAction): string {
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
export function ModerationActionsTable() {
  const t = useTranslation();
  const { time } = useConsoleColumns();
  const actions = useModerationActions();
  return (
    <ConsoleList
      query={actions}
      loadingHeight={160}
      empty={{ title: t('console.chat.actions.empty.title'), body: t('console.chat.actions.empty.body') }}
      caption={t('console.chat.actions.title')}
      rows={(list) => list}
      rowKey={(action) => action.id}
      columns={[
        time('when', t('console.chat.column.when'), (action: ModerationAction) => action.created, true),
        {
          key: 'action',
          header: t('console.chat.column.action'),
          cell: (action) => (
            <>
              {describeAction(t, action)}
              {action.reason && <span className="chat-moderation__reason">{action.reason}</span>}
            </>
          ),
        },
        {
          key: 'member',
          header: t('console.chat.column.member'),
          cell: (action) => action.target.displayName,
        },
        {
          key: 'message',
          header: t('console.chat.column.message'),
          className: 'chat-moderation__message',
          cell: (action) => action.message ?? '—',
        },
        {
          key: 'moderator',
          header: t('console.chat.column.moderator'),
          cell: (action) => action.moderator.displayName,
        },
        {
          key: 'status',
          header: t('console.chat.column.status'),
          cell: (action) => <ActionStatus action={action} />,
        },
      ]}
    />
  );
}

function ActionStatus({ action }: { action: ModerationAction }) {
  const t = useTranslation();
  const formats = useFormats();
  const now = useNow();
  const act = useStaffAction();
  const undo = useUndoModerationAction();

  if (action.undone)
    return (
      <span className="chat-moderation__status">
        {t('console.chat.status.undone', action.undone.by, formats.dateTime(action.undone.at))}
      </span>
    );
  if (!undoable(action, now))
    return <span className="chat-moderation__status">{t('console.chat.status.expired')}</span>;
  return (
    <Button
      variant="secondary"
      pending={undo.isPending}
      aria-label={t('console.chat.undo.label', describeAction(t, action), action.target.displayName)}
      onClick={() =>
        act({
          run: () => undo.mutateAsync(action.id),
          done: t('console.chat.undone'),
          failed: 'console.chat.undoFailed',
          what: 'Undoing a moderation action',
        })
      }
    >
      {t('console.chat.undo')}
    </Button>
  );
}

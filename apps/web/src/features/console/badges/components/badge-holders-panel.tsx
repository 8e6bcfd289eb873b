import { COMPUTED_BADGE_EARNINGS, type AdminBadgeType, type BadgeHolder } from '@crewcast/contracts/badges';
import { useConfirm } from '@/components/shell/confirm-dialog';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useConsoleColumns } from '../../components/console-columns';
import { FormError } from '../../components/console-form';
import { ConsoleQuery } from '../../components/console-query';
import { ConsoleTable } from '../../components/console-table';
import { staffErrorRules } from '../../components/staff-error-rules';
import { useConsoleForm } from '../../components/use-console-form';
import { useStaffAction } from '../../components/use-staff-action';
import { useBadgeHolders } from '../api/get-badge-holders';
import { useGrantBadge } from '../api/grant-badge';
import { useRevokeBadge } from '../api/revoke-badge';

/** Who holds a badge: a form to grant it by email address or member id, and each holder with a way to take it back. */
export function BadgeHoldersPanel({ badge }: { badge: AdminBadgeType }) {
  const t = useTranslation();
  const computed = COMPUTED_BADGE_EARNINGS.includes(badge.earnedBy);
  return (
    <section className="badge-holders" aria-labelledby="badge-holders-title">
      <h2 className="badge-holders__title" id="badge-holders-title" tabIndex={-1}>
        {t('console.badges.holders.title', badge.name)}
      </h2>
      {computed ? (
        <p className="badge-holders__note">{t('console.badges.holders.computed')}</p>
      ) : (
        <>
          <GrantForm badge={badge} />
          <HoldersTable badge={badge} />
        </>
      )}
    </section>
  );
}

const EMPTY_GRANT = { member: '', reason: '' };

function GrantForm({ badge }: { badge: AdminBadgeType }) {
  const t = useTranslation();
  const showToast = useToast();
  const grant = useGrantBadge();
  const form = useConsoleForm({
    initial: EMPTY_GRANT,
    rules: staffErrorRules('console.badges.actionFailed', ['member', 'reason']),
    what: 'Granting a badge',
    async submit({ member, reason }) {
      const holder = await grant.mutateAsync({
        type: badge.type,
        member,
        reason: reason.trim() || undefined,
      });
      showToast({
        tone: 'success',
        message: t('console.badges.holders.granted', holder.displayName, badge.name),
      });
      return EMPTY_GRANT;
    },
  });

  return (
    <form className="console-toolbar badge-holders__grant" {...form.formProps}>
      <Input
        label={t('console.badges.holders.member')}
        hint={t('console.badges.holders.member.hint')}
        {...form.field('member')}
        required
        autoComplete="off"
      />
      <Input label={t('console.badges.holders.reason')} {...form.field('reason')} maxLength={200} />
      <Button type="submit" pending={form.pending}>
        {t('console.badges.holders.grant')}
      </Button>
      <FormError className="badge-holders__error" message={form.errors.form} />
    </form>
  );
}

function HoldersTable({ badge }: { badge: AdminBadgeType }) {
  const t = useTranslation();
  const { time } = useConsoleColumns();
  const holders = useBadgeHolders(badge.type);
  const revoke = useRevokeBadge();
  const confirm = useConfirm();
  const act = useStaffAction();

  async function takeBack(holder: BadgeHolder) {
    const confirmed = await confirm({
      title: t('console.badges.holders.revoke.confirm.title'),
      body: t('console.badges.holders.revoke.confirm.body', holder.displayName, badge.name),
      confirmText: t('console.badges.holders.revoke'),
    });
    if (!confirmed) return;
    await act({
      run: () => revoke.mutateAsync({ type: badge.type, userId: holder.userId }),
      done: t('console.badges.holders.revoked', holder.displayName, badge.name),
      failed: 'console.badges.actionFailed',
      what: 'Taking a badge back',
    });
  }

  return (
    <ConsoleQuery query={holders} loadingHeight={120}>
      {(list) =>
        list.length === 0 ? (
          <p className="badge-holders__note">{t('console.badges.holders.empty')}</p>
        ) : (
          <ConsoleTable
            caption={t('console.badges.holders.title', badge.name)}
            rows={list}
            rowKey={(holder) => holder.userId}
            columns={[
              {
                key: 'member',
                header: t('console.badges.holders.column.member'),
                cell: (holder) => (
                  <>
                    {holder.displayName}
                    <code className="badge-holders__id">{holder.userId}</code>
                  </>
                ),
              },
              {
                key: 'reason',
                header: t('console.badges.holders.column.reason'),
                cell: (holder) => holder.reason,
              },
              time(
                'since',
                t('console.badges.holders.column.since'),
                (holder: BadgeHolder) => holder.created,
              ),
            ]}
            actions={{
              header: t('console.badges.column.actions'),
              className: 'badge-console__actions',
              cell: (holder) => (
                <Button
                  variant="ghost"
                  aria-label={t('console.badges.holders.revoke.named', holder.displayName)}
                  pending={revoke.isPending && revoke.variables.userId === holder.userId}
                  onClick={() => takeBack(holder)}
                >
                  {t('console.badges.holders.revoke')}
                </Button>
              ),
            }}
          />
        )
      }
    </ConsoleQuery>
  );
}

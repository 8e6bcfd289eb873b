import { COMPUTED_BADGE_EARNINGS, type AdminBadgeType, type BadgeHolder } from '@crewcast/contracts/badges';
import { useState, type FormEvent } from 'react';
import { useConfirm } from '@/components/shell/confirm-dialog';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { ErrorState } from '@/components/ui/error-state';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { actionErrorsOf, type ActionErrors } from '../../members/components/action-errors';
import { useBadgeHolders } from '../api/get-badge-holders';
import { useGrantBadge } from '../api/grant-badge';
import { useRevokeBadge } from '../api/revoke-badge';

/** Who holds a badge: a form to grant it by email address or member id, and each holder with a way to take it back. */
export function BadgeHoldersPanel({ badge }: { badge: AdminBadgeType }) {
  const { t } = useI18n();
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

function GrantForm({ badge }: { badge: AdminBadgeType }) {
  const { t } = useI18n();
  const showToast = useToast();
  const grant = useGrantBadge();
  const [member, setMember] = useState('');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<ActionErrors>({ fields: {} });

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (grant.isPending) return;
    setErrors({ fields: {} });
    try {
      const holder = await grant.mutateAsync({
        type: badge.type,
        member,
        reason: reason.trim() || undefined,
      });
      setMember('');
      setReason('');
      showToast({
        tone: 'success',
        message: t('console.badges.holders.granted', holder.displayName, badge.name),
      });
    } catch (failure) {
      setErrors(actionErrorsOf(failure, t('console.badges.actionFailed')));
    }
  }

  return (
    <form className="console-toolbar badge-holders__grant" onSubmit={submit} noValidate>
      <Input
        label={t('console.badges.holders.member')}
        hint={t('console.badges.holders.member.hint')}
        value={member}
        onChange={(event) => setMember(event.target.value)}
        error={errors.fields.member}
        required
        autoComplete="off"
      />
      <Input
        label={t('console.badges.holders.reason')}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
        error={errors.fields.reason}
        maxLength={200}
      />
      <Button type="submit" pending={grant.isPending}>
        {t('console.badges.holders.grant')}
      </Button>
      {errors.message && (
        <p className="field__error badge-holders__error" role="alert">
          {errors.message}
        </p>
      )}
    </form>
  );
}

function HoldersTable({ badge }: { badge: AdminBadgeType }) {
  const { t, locale } = useI18n();
  const holders = useBadgeHolders(badge.type);
  const revoke = useRevokeBadge();
  const confirm = useConfirm();
  const showToast = useToast();
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'medium' });

  async function takeBack(holder: BadgeHolder) {
    const confirmed = await confirm({
      title: t('console.badges.holders.revoke.confirm.title'),
      body: t('console.badges.holders.revoke.confirm.body', holder.displayName, badge.name),
      confirmText: t('console.badges.holders.revoke'),
    });
    if (!confirmed) return;
    try {
      await revoke.mutateAsync({ type: badge.type, userId: holder.userId });
      showToast({
        tone: 'success',
        message: t('console.badges.holders.revoked', holder.displayName, badge.name),
      });
    } catch (failure) {
      showToast({
        tone: 'error',
        message: actionErrorsOf(failure, t('console.badges.actionFailed')).message ?? '',
      });
    }
  }

  if (holders.isPending)
    return (
      <div aria-busy="true">
        <p className="visually-hidden" role="status">
          {t('common.loading')}
        </p>
        <Skeleton height={120} />
      </div>
    );
  if (holders.isError) return <ErrorState onRetry={() => holders.refetch()} />;
  if (holders.data.length === 0)
    return <p className="badge-holders__note">{t('console.badges.holders.empty')}</p>;
  return (
    <div className="console-table-wrap" role="region" aria-label={t('console.table.label')} tabIndex={0}>
      <table className="console-table">
        <caption className="visually-hidden">{t('console.badges.holders.title', badge.name)}</caption>
        <thead>
          <tr>
            <th scope="col">{t('console.badges.holders.column.member')}</th>
            <th scope="col">{t('console.badges.holders.column.reason')}</th>
            <th scope="col">{t('console.badges.holders.column.since')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('console.badges.column.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {holders.data.map((holder) => (
            <tr key={holder.userId}>
              <td>
                {holder.displayName}
                <code className="badge-holders__id">{holder.userId}</code>
              </td>
              <td>{holder.reason}</td>
              <td>
                <time dateTime={holder.created}>{date.format(new Date(holder.created))}</time>
              </td>
              <td className="badge-console__actions">
                <Button
                  variant="ghost"
                  aria-label={t('console.badges.holders.revoke.named', holder.displayName)}
                  pending={revoke.isPending && revoke.variables.userId === holder.userId}
                  onClick={() => takeBack(holder)}
                >
                  {t('console.badges.holders.revoke')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

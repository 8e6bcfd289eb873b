import {
  SUBSCRIPTION_TIME_UNITS,
  type MemberDetail,
  type SubscriptionTimeUnit,
} from '@crewcast/contracts/members';
import { useState } from 'react';
import { useConfirm } from '@/components/shell/confirm-dialog';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import {
  useBanMember,
  useCancelDeletion,
  useGrantTime,
  useRequestDeletion,
  useSignOutMember,
  useUnbanMember,
} from '../api/member-actions';
import { useStaffAction } from '../../components/use-staff-action';
import { MemberActionDialog } from './member-action-dialog';
import { useActingStaff } from './use-acting-staff';

type OpenDialog = 'grant' | 'ban' | 'deletion' | null;

/**
 * What staff can do to the account. Actions the server would refuse this caller (their own account, an Official or
 * Creator account for a Creator, or granting time unless Official) are left out, with a line saying why where the
 * account is protected.
 */
export function MemberActions({ detail }: { detail: MemberDetail }) {
  const t = useTranslation();
  const confirm = useConfirm();
  const showToast = useToast();
  const act = useStaffAction();
  const { profile } = detail;
  const userId = profile.userId;
  const staff = useActingStaff(userId);
  const protectedAccount = detail.complimentary && !staff.isOfficial;
  const mayGrant = staff.isOfficial && !staff.isSelf;
  const [open, setOpen] = useState<OpenDialog>(null);
  const [grant, setGrant] = useState({ amount: '1', unit: 'months' as SubscriptionTimeUnit, reason: '' });
  const [reason, setReason] = useState('');
  const grantTime = useGrantTime();
  const signOut = useSignOutMember();
  const ban = useBanMember();
  const unban = useUnbanMember();
  const requestDeletion = useRequestDeletion();
  const cancelDeletion = useCancelDeletion();

  const openWithReason = (dialog: OpenDialog) => {
    setReason('');
    setOpen(dialog);
  };

  /** Asks first, then runs the action and says how it went. */
  async function confirmed(
    question: { title: string; body: string; confirmText: string },
    run: () => Promise<unknown>,
    done: string,
  ) {
    if (!(await confirm(question))) return;
    await act({ run, done, failed: 'error.generic.body', what: question.title });
  }

  return (
    <div className="member-actions" role="group" aria-label={t('console.member.actions')}>
      {mayGrant && (
        <Button variant="secondary" onClick={() => setOpen('grant')}>
          {t('console.member.grant')}
        </Button>
      )}
      {!protectedAccount && (
        <Button
          variant="secondary"
          onClick={() =>
            confirmed(
              {
                title: t('console.member.signOut.confirm.title'),
                body: t('console.member.signOut.confirm.body'),
                confirmText: t('console.member.signOut'),
              },
              () => signOut.mutateAsync({ userId }),
              t('console.member.signOut.done'),
            )
          }
        >
          {t('console.member.signOut')}
        </Button>
      )}
      {!protectedAccount &&
        !staff.isSelf &&
        (profile.ban ? (
          <Button
            variant="secondary"
            onClick={() =>
              confirmed(
                {
                  title: t('console.member.unban.confirm.title'),
                  body: t('console.member.unban.confirm.body'),
                  confirmText: t('console.member.unban'),
                },
                () => unban.mutateAsync({ userId }),
                t('console.member.unban.done'),
              )
            }
          >
            {t('console.member.unban')}
          </Button>
        ) : (
          <Button variant="danger" onClick={() => openWithReason('ban')}>
            {t('console.member.ban.action')}
          </Button>
        ))}
      {profile.deleteRequest ? (
        <Button
          variant="secondary"
          onClick={() =>
            confirmed(
              {
                title: t('console.member.deletion.cancel.confirm.title'),
                body: t('console.member.deletion.cancel.confirm.body'),
                confirmText: t('console.member.deletion.cancel'),
              },
              () => cancelDeletion.mutateAsync({ userId }),
              t('console.member.deletion.cancel.done'),
            )
          }
        >
          {t('console.member.deletion.cancel')}
        </Button>
      ) : (
        !protectedAccount &&
        !staff.isSelf && (
          <Button variant="danger" onClick={() => openWithReason('deletion')}>
            {t('console.member.deletion.start')}
          </Button>
        )
      )}
      {protectedAccount && <p className="member-actions__note">{t('console.member.protected')}</p>}

      <MemberActionDialog
        open={mayGrant && open === 'grant'}
        onClose={() => setOpen(null)}
        title={t('console.member.grant')}
        description={t('console.member.grant.body')}
        submitText={t('console.member.grant.submit')}
        onSubmit={async () => {
          await grantTime.mutateAsync({
            userId,
            amount: Number(grant.amount),
            unit: grant.unit,
            reason: grant.reason,
          });
          setGrant({ amount: '1', unit: 'months', reason: '' });
          showToast({ tone: 'success', message: t('console.member.grant.done') });
        }}
      >
        {(errors) => (
          <>
            <div className="member-form__pair">
              <Input
                label={t('console.member.grant.amount')}
                type="number"
                min={1}
                value={grant.amount}
                error={errors.amount}
                onChange={(event) => setGrant({ ...grant, amount: event.target.value })}
              />
              <Select
                label={t('console.member.grant.unit')}
                value={grant.unit}
                onChange={(event) => setGrant({ ...grant, unit: event.target.value as SubscriptionTimeUnit })}
                options={SUBSCRIPTION_TIME_UNITS.map((unit) => ({
                  value: unit,
                  label: t(`console.member.grant.unit.${unit}`),
                }))}
              />
            </div>
            <Input
              label={t('console.member.reason')}
              value={grant.reason}
              maxLength={500}
              error={errors.reason}
              onChange={(event) => setGrant({ ...grant, reason: event.target.value })}
            />
          </>
        )}
      </MemberActionDialog>

      <MemberActionDialog
        open={open === 'ban'}
        onClose={() => setOpen(null)}
        danger
        title={t('console.member.ban.confirm.title', profile.displayName)}
        description={t('console.member.ban.confirm.body')}
        submitText={t('console.member.ban.action')}
        onSubmit={async () => {
          await ban.mutateAsync({ userId, reason });
          showToast({ tone: 'success', message: t('console.member.ban.done') });
        }}
        reason={{ label: t('console.member.reason'), value: reason, onChange: setReason }}
      />

      <MemberActionDialog
        open={open === 'deletion'}
        onClose={() => setOpen(null)}
        danger
        title={t('console.member.deletion.confirm.title', profile.displayName)}
        description={t('console.member.deletion.confirm.body')}
        submitText={t('console.member.deletion.start')}
        onSubmit={async () => {
          await requestDeletion.mutateAsync({ userId, reason });
          showToast({ tone: 'success', message: t('console.member.deletion.done') });
        }}
        reason={{ label: t('console.member.deletion.reason'), value: reason, onChange: setReason }}
      />
    </div>
  );
}

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

/** The actions asked about first. */
type ConfirmedAction = 'signOut' | 'unban' | 'deletion.cancel';
/** The actions that ask for a reason in a dialog. */
type ReasonAction = 'ban' | 'deletion';
type OpenDialog = 'grant' | ReasonAction | null;

/** The words of an action asked about first: its button, its question, and its outcome. */
const CONFIRMED_WORDS: Record<
  ConfirmedAction,
  { button: string; title: string; body: string; done: string }
> = {
  signOut: {
    button: 'console.member.signOut',
    title: 'console.member.signOut.confirm.title',
    body: 'console.member.signOut.confirm.body',
    done: 'console.member.signOut.done',
  },
  unban: {
    button: 'console.member.unban',
    title: 'console.member.unban.confirm.title',
    body: 'console.member.unban.confirm.body',
    done: 'console.member.unban.done',
  },
  'deletion.cancel': {
    button: 'console.member.deletion.cancel',
    title: 'console.member.deletion.cancel.confirm.title',
    body: 'console.member.deletion.cancel.confirm.body',
    done: 'console.member.deletion.cancel.done',
  },
};

/** The words of a reason dialog: its question, its button, its reason field, and its outcome. */
const REASON_WORDS: Record<
  ReasonAction,
  { title: string; body: string; submit: string; reason: string; done: string }
> = {
  ban: {
    title: 'console.member.ban.confirm.title',
    body: 'console.member.ban.confirm.body',
    submit: 'console.member.ban.action',
    reason: 'console.member.reason',
    done: 'console.member.ban.done',
  },
  deletion: {
    title: 'console.member.deletion.confirm.title',
    body: 'console.member.deletion.confirm.body',
    submit: 'console.member.deletion.start',
    reason: 'console.member.deletion.reason',
    done: 'console.member.deletion.done',
  },
};

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

  /** The button of an action that asks first, then runs and says how it went. */
  const confirmed = (action: ConfirmedAction, run: () => Promise<unknown>) => (
    <Button
      variant="secondary"
      onClick={async () => {
        const words = CONFIRMED_WORDS[action];
        const title = t(words.title);
        if (!(await confirm({ title, body: t(words.body), confirmText: t(words.button) }))) return;
        await act({ run, done: t(words.done), failed: 'error.generic.body', what: title });
      }}
    >
      {t(CONFIRMED_WORDS[action].button)}
    </Button>
  );
  const reasonAction = open === 'ban' || open === 'deletion' ? open : null;

  return (
    <div className="member-actions" role="group" aria-label={t('console.member.actions')}>
      {mayGrant && (
        <Button variant="secondary" onClick={() => setOpen('grant')}>
          {t('console.member.grant')}
        </Button>
      )}
      {!protectedAccount && confirmed('signOut', () => signOut.mutateAsync({ userId }))}
      {!protectedAccount &&
        !staff.isSelf &&
        (profile.ban ? (
          confirmed('unban', () => unban.mutateAsync({ userId }))
        ) : (
          <Button variant="danger" onClick={() => openWithReason('ban')}>
            {t('console.member.ban.action')}
          </Button>
        ))}
      {profile.deleteRequest
        ? confirmed('deletion.cancel', () => cancelDeletion.mutateAsync({ userId }))
        : !protectedAccount &&
          !staff.isSelf && (
            <Button variant="danger" onClick={() => openWithReason('deletion')}>
              {t('console.member.deletion.start')}
            </Button>
          )}
      {protectedAccount && <p className="member-actions__note">{t('console.member.protected')}</p>}

      {mayGrant && open === 'grant' && (
        <MemberActionDialog
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
                  onChange={(event) =>
                    setGrant({ ...grant, unit: event.target.value as SubscriptionTimeUnit })
                  }
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
      )}

      {reasonAction && (
        <MemberActionDialog
          onClose={() => setOpen(null)}
          danger
          title={t(REASON_WORDS[reasonAction].title, profile.displayName)}
          description={t(REASON_WORDS[reasonAction].body)}
          submitText={t(REASON_WORDS[reasonAction].submit)}
          onSubmit={async () => {
            await (reasonAction === 'ban' ? ban : requestDeletion).mutateAsync({ userId, reason });
            showToast({ tone: 'success', message: t(REASON_WORDS[reasonAction].done) });
          }}
          reason={{ label: t(REASON_WORDS[reasonAction].reason), value: reason, onChange: setReason }}
        />
      )}
    </div>
  );
}

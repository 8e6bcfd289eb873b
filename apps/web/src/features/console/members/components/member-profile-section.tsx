import { AccountType } from '@crewcast/contracts/constants/account';
import type { MemberDetail } from '@crewcast/contracts/members';
import { useState, type FormEvent } from 'react';
import { useConfirm } from '@/components/shell/confirm-dialog';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { Fact, Facts } from '@/components/ui/facts';
import { Select } from '@/components/ui/select';
import { logUnexpected, requestMessage } from '@/lib/errors/request-errors';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useFormats } from '@/lib/i18n/use-formats';
import { useSetAccountType } from '../api/member-actions';
import { staffErrorRules } from '../../components/staff-error-rules';
import { ACCOUNT_TYPE_LABELS, AccountTypeLabel, MemberStatePills } from './member-labels';
import { MemberSection } from './member-section';
import { useActingStaff } from './use-acting-staff';

/** Email, name, account type, when they joined, verification, and any ban or deletion request. */
export function MemberProfileSection({ detail }: { detail: MemberDetail }) {
  const t = useTranslation();
  const formats = useFormats();
  const { profile } = detail;
  const staff = useActingStaff(profile.userId);

  return (
    <MemberSection title={t('console.member.profile')}>
      <Facts>
        <Fact label={t('console.member.email')}>{profile.email}</Fact>
        <Fact label={t('console.member.displayName')}>{profile.displayName}</Fact>
        <Fact label={t('console.member.accountType')}>
          <AccountTypeLabel accountType={profile.accountType} />
        </Fact>
        <Fact label={t('console.member.joined')}>{formats.date(profile.created)}</Fact>
        <Fact label={t('console.member.state')}>
          <MemberStatePills member={profile} />
        </Fact>
        {profile.ban && (
          <Fact label={t('console.member.ban')}>
            {t('console.member.ban.value', formats.dateTime(profile.ban.bannedAt), profile.ban.reason)}
          </Fact>
        )}
        {profile.deleteRequest && (
          <Fact label={t('console.member.deletion')}>
            {t(
              'console.member.deletion.value',
              formats.date(profile.deleteRequest.deleteAfter),
              profile.deleteRequest.reason || '—',
            )}
          </Fact>
        )}
      </Facts>
      {staff.isOfficial && !staff.isSelf && <AccountTypeForm detail={detail} />}
    </MemberSection>
  );
}

const TYPES = [AccountType.Normal, AccountType.Free, AccountType.Official, AccountType.Creator];

/** Official accounts only: the member is signed out so the new type applies at once. */
function AccountTypeForm({ detail }: { detail: MemberDetail }) {
  const t = useTranslation();
  const confirm = useConfirm();
  const showToast = useToast();
  const setAccountType = useSetAccountType();
  const [chosen, setChosen] = useState(String(detail.profile.accountType));
  const [error, setError] = useState<string>();
  const unchanged = Number(chosen) === detail.profile.accountType;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (unchanged) return;
    const label = t(ACCOUNT_TYPE_LABELS[Number(chosen)] ?? '');
    const confirmed = await confirm({
      title: t('console.member.accountType.confirm.title', label),
      body: t('console.member.accountType.confirm.body'),
      confirmText: t('console.member.accountType.save'),
    });
    if (!confirmed) return;
    setError(undefined);
    try {
      await setAccountType.mutateAsync({ userId: detail.profile.userId, accountType: Number(chosen) });
      showToast({ tone: 'success', message: t('console.member.accountType.done', label) });
    } catch (failure) {
      logUnexpected(failure, 'Changing an account type');
      setError(requestMessage(failure, t, staffErrorRules('error.generic.body', ['accountType'])));
    }
  }

  return (
    <form className="member-form member-form--inline" onSubmit={submit}>
      <Select
        label={t('console.member.accountType.change')}
        value={chosen}
        error={error}
        onChange={(event) => setChosen(event.target.value)}
        options={TYPES.map((type) => ({ value: String(type), label: t(ACCOUNT_TYPE_LABELS[type]!) }))}
      />
      <Button type="submit" variant="secondary" disabled={unchanged} pending={setAccountType.isPending}>
        {t('console.member.accountType.save')}
      </Button>
    </form>
  );
}

import type { MemberSummary } from '@crewcast/contracts/members';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import '@/components/ui/status-pill.css';

/** String slugs of the account types of SPEC section 3, by number. */
export const ACCOUNT_TYPE_LABELS: Record<number, string> = {
  0: 'console.members.accountType.normal',
  1: 'console.members.accountType.free',
  2: 'console.members.accountType.official',
  3: 'console.members.accountType.creator',
};

export function AccountTypeLabel({ accountType }: { accountType: number }) {
  const t = useTranslation();
  const label = ACCOUNT_TYPE_LABELS[accountType];
  return <>{label ? t(label) : String(accountType)}</>;
}

/** Banned, deletion requested and unverified, as pills; nothing for an account in good standing. */
export function MemberStatePills({
  member,
}: {
  member: Pick<MemberSummary, 'banned' | 'deletionRequested' | 'verified'>;
}) {
  const t = useTranslation();
  return (
    <span className="member-pills">
      {member.banned && (
        <span className="status-pill status-pill--danger">{t('console.members.state.banned')}</span>
      )}
      {member.deletionRequested && (
        <span className="status-pill status-pill--danger">{t('console.members.state.deletion')}</span>
      )}
      {member.verified ? (
        <span className="status-pill status-pill--positive">{t('console.members.state.verified')}</span>
      ) : (
        <span className="status-pill">{t('console.members.state.unverified')}</span>
      )}
    </span>
  );
}

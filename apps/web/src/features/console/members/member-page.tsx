import { Link, useParams } from 'react-router';
import { ErrorState } from '@/components/ui/error-state';
import { ApiError } from '@/lib/api-client';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { ConsoleFrame } from '../components/console-frame';
import { ConsoleLoading } from '../components/console-query';
import { useMember } from './api/get-member';
import { MemberActions } from './components/member-actions';
import { MemberActivitySection } from './components/member-activity-section';
import { MemberPointsSection } from './components/member-points-section';
import { MemberProfileSection } from './components/member-profile-section';
import { MemberSubscriptionSection } from './components/member-subscription-section';
import './members.css';

/** /admin/members/:userId: everything about one member, and the actions staff take on the account. */
export function MemberPage() {
  const { t } = useI18n();
  const userId = useParams().userId ?? '';
  const member = useMember(userId);
  const detail = member.data;

  return (
    <ConsoleFrame
      title={detail?.profile.displayName ?? t('console.member.title')}
      lead={detail?.profile.email ?? t('console.member.lead')}
    >
      <Link className="member__back" to="/admin/members">
        {t('console.member.back')}
      </Link>
      {member.isPending ? (
        <ConsoleLoading height={480} />
      ) : member.isError ? (
        member.error instanceof ApiError && [400, 404].includes(member.error.status) ? (
          <ErrorState title={t('console.member.notFound.title')} body={t('console.member.notFound.body')} />
        ) : (
          <ErrorState onRetry={() => member.refetch()} />
        )
      ) : (
        <div className="member">
          <MemberActions detail={member.data} />
          <div className="member__sections">
            <MemberProfileSection detail={member.data} />
            <MemberSubscriptionSection detail={member.data} />
            <MemberPointsSection detail={member.data} />
            <MemberActivitySection detail={member.data} />
          </div>
        </div>
      )}
    </ConsoleFrame>
  );
}

import type { UserInfoSelect } from '@crewcast/contracts/users';
import type { ReactNode } from 'react';
import { Page } from '@/components/layout/page';
import { ErrorState } from '@/components/ui/error-state';
import { CreditCardIcon, LinkIcon } from '@/components/ui/icons';
import { LoadingRegion, Skeleton } from '@/components/ui/skeleton';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useRemoteConfig } from '@/lib/remote-config/get-remote-config';
import { useUserInfo } from '@/lib/user-info/use-user-info';
import { AccountLinksSection } from './components/account-links-section';
import { AppDownloadsSection } from './components/app-downloads-section';
import { AccountSection } from './components/account-section';
import { ChangeEmailSection } from './components/change-email-section';
import { ChangePasswordSection } from './components/change-password-section';
import { DeleteAccountSection } from './components/delete-account-section';
import { EmailPreferencesSection } from './components/email-preferences-section';
import { NotificationTypeSection } from './components/notification-type-section';
import { ProfileSection } from './components/profile-section';
import { TwoFactorSection } from './components/two-factor-section';
import './account-page.css';

const ACCOUNT_WORDS: readonly UserInfoSelect[] = ['avatar', 'email'];

interface AccountPageProps {
  /** The member's subscription, with what they may do about it. */
  subscriptionSection: ReactNode;
  /** The member's Patreon link, shown while patreon_enabled is on. */
  patreonSection: ReactNode;
}

/**
 * The member's account: profile, subscription, sign-in details, preferences, feature screens and account
 * deletion.
 */
export function AccountPage({ subscriptionSection, patreonSection }: AccountPageProps) {
  const t = useTranslation();
  const { info, error, retry } = useUserInfo(ACCOUNT_WORDS);
  const { patreon_enabled } = useRemoteConfig();

  return (
    <Page title={t('account.title')}>
      {info ? (
        <div className="account-page">
          <ProfileSection info={info} />
          <AccountSection title={t('subscription.title')} icon={CreditCardIcon}>
            {subscriptionSection}
          </AccountSection>
          <AppDownloadsSection />
          {patreon_enabled && (
            <AccountSection title={t('patreon.title')} description={t('patreon.description')} icon={LinkIcon}>
              {patreonSection}
            </AccountSection>
          )}
          <div className="account-page__columns">
            <div className="account-page__column">
              {info.deleteRequest && <DeleteAccountSection info={info} />}
              <ChangeEmailSection />
              <ChangePasswordSection email={info.email ?? ''} />
              <TwoFactorSection />
              <AccountLinksSection />
            </div>
            <div className="account-page__column">
              <EmailPreferencesSection />
              <NotificationTypeSection />
              {!info.deleteRequest && <DeleteAccountSection info={info} />}
            </div>
          </div>
        </div>
      ) : error ? (
        <ErrorState title={t('account.loadFailed')} onRetry={retry} />
      ) : (
        <LoadingRegion className="account-page" label={t('account.loading')}>
          <Skeleton height={128} />
          <div className="account-page__columns">
            <Skeleton height={280} />
            <Skeleton height={280} />
          </div>
        </LoadingRegion>
      )}
    </Page>
  );
}

import { useEffect } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClassName } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { CheckIcon } from '@/components/ui/icons';
import { PageBusyState } from '@/components/ui/page-busy-state';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { paths } from '@/lib/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useIsAuthenticated } from '@/lib/use-session';
import { userInfoStore } from '@/lib/user-info/user-info-store';
import { accountFormErrors } from './account-errors';
import { useVerifyEmail } from './api/verify-email';
import { ResendVerificationButton } from './components/resend-verification-button';

/** Where the verification mail's link lands: confirms the address with the link's token. */
export function VerifyEmailPage() {
  const t = useTranslation();
  useDocumentTitle(t('verifyEmail.title'));
  const token = useSearchParams()[0].get('token') ?? '';
  return <div className="container">{token ? <Verification token={token} /> : <InvalidLink />}</div>;
}

function Verification({ token }: { token: string }) {
  const t = useTranslation();
  const verification = useVerifyEmail(token);
  const authenticated = useIsAuthenticated();
  const verified = verification.isSuccess;

  useEffect(() => {
    if (verified) userInfoStore.update({ verified: true });
  }, [verified]);

  if (verification.isPending) return <PageBusyState label={t('verifyEmail.checking')} />;
  if (verification.isError) {
    const { form } = accountFormErrors(verification.error, t, 'verify-email', []);
    return <InvalidLink message={form} />;
  }
  return (
    <EmptyState
      titleAs="h1"
      icon={<CheckIcon />}
      title={t('verifyEmail.done.title')}
      body={t('verifyEmail.done.body')}
      action={
        <Link className={buttonClassName()} to={authenticated ? paths.account() : paths.login()}>
          {authenticated ? t('verifyEmail.toAccount') : t('verifyEmail.toLogin')}
        </Link>
      }
    />
  );
}

function InvalidLink({ message }: { message?: string }) {
  const t = useTranslation();
  const authenticated = useIsAuthenticated();

  return (
    <ErrorState
      titleAs="h1"
      title={t('verifyEmail.failed.title')}
      body={message ?? t('account.error.invalidLink')}
      action={
        authenticated ? (
          <ResendVerificationButton />
        ) : (
          <Link className={buttonClassName('secondary')} to={paths.login()}>
            {t('verifyEmail.toLogin')}
          </Link>
        )
      }
    />
  );
}

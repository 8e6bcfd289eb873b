import { useToast } from '@/components/shell/toast';
import { Button, type ButtonVariant } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { accountFormErrors } from '../account-errors';
import { useResendVerification } from '../api/resend-verification';

/** Mails the member a new verification link, and says in a toast whether it went. */
export function ResendVerificationButton({
  variant,
  className,
}: {
  variant?: ButtonVariant;
  className?: string;
}) {
  const t = useTranslation();
  const showToast = useToast();
  const resend = useResendVerification();

  async function resendLink() {
    try {
      await resend.mutateAsync();
      showToast({ tone: 'success', message: t('account.verification.resent') });
    } catch (error) {
      console.warn('A new verification link could not be sent', error);
      showToast({ tone: 'error', message: accountFormErrors(error, t, 'verify-email', []).form ?? '' });
    }
  }

  return (
    <Button variant={variant} className={className} onClick={resendLink} pending={resend.isPending}>
      {t('account.verification.resend')}
    </Button>
  );
}

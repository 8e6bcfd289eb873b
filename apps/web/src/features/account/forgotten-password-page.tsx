import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { InlineAlert } from '@/components/ui/inline-alert';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { paths } from '@/lib/paths';
import { useResetPassword, useSendPasswordReset } from './api/forgotten-password';
import { EmailInput, OneTimeCodeInput, NewPasswordInput } from './components/account-fields';
import { AccountForm, AuthSubmitButton } from './components/account-form';
import { AuthLayout } from './components/auth-layout';
import { checkFields, emailAddress, newPassword, sixDigitCode } from './form-checks';
import { useFormErrors } from './use-form-errors';

/** Forgotten password: a code is mailed to the address, then the code and a new password set it. */
export function ForgottenPasswordPage() {
  const t = useTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [lastAddress, setLastAddress] = useState('');

  return (
    <AuthLayout
      title={t('forgotten.title')}
      lead={sentTo ? t('forgotten.codeStep.lead', sentTo) : t('forgotten.lead')}
      footer={
        <p>
          {t('forgotten.remembered')} <Link to={paths.login()}>{t('forgotten.toLogin')}</Link>
        </p>
      }
    >
      {sentTo ? (
        <ResetPasswordForm
          email={sentTo}
          onStartOver={() => {
            setLastAddress(sentTo);
            setSentTo(null);
          }}
        />
      ) : (
        <SendCodeForm initialEmail={lastAddress} onSent={setSentTo} />
      )}
    </AuthLayout>
  );
}

function SendCodeForm({ initialEmail, onSent }: { initialEmail: string; onSent: (email: string) => void }) {
  const t = useTranslation();
  const send = useSendPasswordReset();
  const form = useFormErrors('forgotten-password', ['email']);
  const [email, setEmail] = useState(initialEmail);

  return (
    <AccountForm
      form={form}
      layout="auth"
      label={t('forgotten.title')}
      onSubmit={form.onSubmit(
        send.isPending,
        () => checkFields({ email: [email, emailAddress] }, t),
        async () => {
          await send.mutateAsync({ email: email.trim() });
          onSent(email.trim());
        },
      )}
      actions={<AuthSubmitButton pending={send.isPending} label={t('forgotten.send')} />}
    >
      <EmailInput value={email} onChange={setEmail} error={form.errors.fields.email} />
    </AccountForm>
  );
}

const RESET_FIELDS = ['code', 'passwordNew'] as const;

function ResetPasswordForm({ email, onStartOver }: { email: string; onStartOver: () => void }) {
  const t = useTranslation();
  const navigate = useNavigate();
  const showToast = useToast();
  const reset = useResetPassword();
  const form = useFormErrors('reset-password', RESET_FIELDS);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');

  return (
    <AccountForm
      form={form}
      layout="auth"
      label={t('forgotten.codeStep.title')}
      onSubmit={form.onSubmit(
        reset.isPending,
        () => checkFields({ code: [code, sixDigitCode], passwordNew: [password, newPassword] }, t),
        async () => {
          await reset.mutateAsync({ email, code: code.trim(), passwordNew: password });
          showToast({ tone: 'success', title: t('forgotten.done.title'), message: t('forgotten.done.body') });
          void navigate(paths.login(), { replace: true });
        },
      )}
      actions={
        <>
          <AuthSubmitButton pending={reset.isPending} label={t('forgotten.change')} />
          <Button variant="ghost" onClick={onStartOver}>
            {t('forgotten.startOver')}
          </Button>
        </>
      }
    >
      <InlineAlert tone="success">{t('forgotten.sent')}</InlineAlert>
      <OneTimeCodeInput value={code} onChange={setCode} error={form.errors.fields.code} />
      <NewPasswordInput value={password} onChange={setPassword} error={form.errors.fields.passwordNew} />
    </AccountForm>
  );
}

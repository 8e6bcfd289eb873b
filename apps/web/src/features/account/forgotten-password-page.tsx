import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@crewcast/contracts/constants/account';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { paths } from '@/lib/paths';
import { useResetPassword } from './api/reset-password';
import { useSendPasswordReset } from './api/send-password-reset';
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
  const { formRef, errors, submit } = useFormErrors('forgotten-password', ['email']);
  const [email, setEmail] = useState(initialEmail);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (send.isPending) return;
    const failures = checkFields({ email: [email, emailAddress] }, t);
    await submit(failures, async () => {
      await send.mutateAsync({ email: email.trim() });
      onSent(email.trim());
    });
  }

  return (
    <form
      ref={formRef}
      className="auth-form"
      noValidate
      onSubmit={handleSubmit}
      aria-label={t('forgotten.title')}
    >
      <Input
        label={t('account.field.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={errors.fields.email}
      />
      {errors.form && <InlineAlert tone="error">{errors.form}</InlineAlert>}
      <Button type="submit" size="large" className="auth-form__submit" pending={send.isPending}>
        {send.isPending ? t('account.checking') : t('forgotten.send')}
      </Button>
    </form>
  );
}

const RESET_FIELDS = ['code', 'passwordNew'] as const;

function ResetPasswordForm({ email, onStartOver }: { email: string; onStartOver: () => void }) {
  const t = useTranslation();
  const navigate = useNavigate();
  const showToast = useToast();
  const reset = useResetPassword();
  const { formRef, errors, submit } = useFormErrors('reset-password', RESET_FIELDS);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (reset.isPending) return;
    const failures = checkFields({ code: [code, sixDigitCode], passwordNew: [password, newPassword] }, t);
    await submit(failures, async () => {
      await reset.mutateAsync({ email, code: code.trim(), passwordNew: password });
      showToast({ tone: 'success', title: t('forgotten.done.title'), message: t('forgotten.done.body') });
      void navigate(paths.login(), { replace: true });
    });
  }

  return (
    <form
      ref={formRef}
      className="auth-form"
      noValidate
      onSubmit={handleSubmit}
      aria-label={t('forgotten.codeStep.title')}
    >
      <InlineAlert tone="success">{t('forgotten.sent')}</InlineAlert>
      <Input
        label={t('account.field.code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={errors.fields.code}
      />
      <Input
        label={t('account.field.newPassword')}
        hint={t('account.field.password.hint', PASSWORD_MIN_LENGTH)}
        type="password"
        name="passwordNew"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={errors.fields.passwordNew}
      />
      {errors.form && <InlineAlert tone="error">{errors.form}</InlineAlert>}
      <Button type="submit" size="large" className="auth-form__submit" pending={reset.isPending}>
        {reset.isPending ? t('account.checking') : t('forgotten.change')}
      </Button>
      <Button variant="ghost" onClick={onStartOver}>
        {t('forgotten.startOver')}
      </Button>
    </form>
  );
}

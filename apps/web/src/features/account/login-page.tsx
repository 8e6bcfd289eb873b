import { PASSWORD_MAX_LENGTH } from '@crewcast/contracts/constants/account';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { paths } from '@/lib/paths';
import { useLogin } from './api/login';
import { AuthLayout } from './components/auth-layout';
import { SignInProviderButtons } from './components/sign-in-provider-buttons';
import { checkFields, emailAddress, required } from './form-checks';
import { SecondStepPage } from './second-step-page';
import { useFormErrors } from './use-form-errors';
import { useLoginAnswer } from './use-login-answer';

const FIELDS = ['email', 'password'] as const;

export function LoginPage() {
  const t = useTranslation();
  const login = useLogin();
  const { secondStep, onAnswer, cancel, completeLogin } = useLoginAnswer();
  const { formRef, errors, submit } = useFormErrors('login', FIELDS);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (login.isPending) return;
    const failures = checkFields({ email: [email, emailAddress], password: [password, required] }, t);
    await submit(failures, async () => {
      onAnswer(await login.mutateAsync({ email: email.trim(), password }));
    });
  }

  if (secondStep) return <SecondStepPage step={secondStep} onSignedIn={completeLogin} onCancel={cancel} />;

  return (
    <AuthLayout
      title={t('login.title')}
      lead={t('login.lead', t('app.name'))}
      footer={
        <p>
          {t('login.noAccount')} <Link to={paths.signup()}>{t('login.toSignup')}</Link>
        </p>
      }
    >
      <form
        ref={formRef}
        className="auth-form"
        noValidate
        onSubmit={handleSubmit}
        aria-label={t('login.title')}
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
        <Input
          label={t('account.field.password')}
          type="password"
          name="password"
          autoComplete="current-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={password}
          onChange={(event) => setPassword(event.target.value)}
          error={errors.fields.password}
        />
        <p className="auth-form__aside">
          <Link to={paths.forgottenPassword()}>{t('login.forgotten')}</Link>
        </p>
        {errors.form && <InlineAlert tone="error">{errors.form}</InlineAlert>}
        <Button type="submit" size="large" className="auth-form__submit" pending={login.isPending}>
          {login.isPending ? t('account.checking') : t('login.submit')}
        </Button>
      </form>
      <SignInProviderButtons onSignedIn={onAnswer} />
    </AuthLayout>
  );
}

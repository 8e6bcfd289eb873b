import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { paths } from '@/lib/paths';
import { useLogin } from './api/sign-in';
import { EmailInput, PasswordInput } from './components/account-fields';
import { AccountForm, AuthSubmitButton } from './components/account-form';
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
  const form = useFormErrors('login', FIELDS);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');

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
      <AccountForm
        form={form}
        layout="auth"
        label={t('login.title')}
        onSubmit={form.onSubmit(
          login.isPending,
          () => checkFields({ email: [email, emailAddress], password: [password, required] }, t),
          async () => onAnswer(await login.mutateAsync({ email: email.trim(), password })),
        )}
        actions={<AuthSubmitButton pending={login.isPending} label={t('login.submit')} />}
      >
        <EmailInput value={email} onChange={setEmail} error={form.errors.fields.email} />
        <PasswordInput
          label={t('account.field.password')}
          value={password}
          onChange={setPassword}
          error={form.errors.fields.password}
        />
        <p className="auth-form__aside">
          <Link to={paths.forgottenPassword()}>{t('login.forgotten')}</Link>
        </p>
      </AccountForm>
      <SignInProviderButtons onSignedIn={onAnswer} />
    </AuthLayout>
  );
}

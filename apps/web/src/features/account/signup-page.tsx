import type { AuthToken } from '@crewcast/contracts/account';
import type { LegalDocument } from '@crewcast/contracts/legal';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { useToast } from '@/components/shell/toast';
import { Checkbox } from '@/components/ui/checkbox';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { acceptLegalDocuments } from '@/lib/legal-documents/accept-legal-documents';
import { legalDocumentsQueryOptions, useLegalDocuments } from '@/lib/legal-documents/get-legal-documents';
import { paths } from '@/lib/paths';
import { useRegister } from './api/sign-in';
import { EmailInput, NewPasswordInput } from './components/account-fields';
import { AccountForm, AuthSubmitButton } from './components/account-form';
import { AuthLayout } from './components/auth-layout';
import { SignInProviderButtons } from './components/sign-in-provider-buttons';
import { checkFields, emailAddress, newPassword, required } from './form-checks';
import { useFormErrors } from './use-form-errors';
import { DisplayNameInput } from './components/display-name-input';
import { useLoginAnswer } from './use-login-answer';
import { SecondStepPage } from './second-step-page';

const FIELDS = ['displayName', 'email', 'password', 'acceptLegal'] as const;

export function SignupPage() {
  const { t, locale } = useI18n();
  const queryClient = useQueryClient();
  const showToast = useToast();
  const registration = useRegister();
  const { secondStep, onAnswer, cancel, completeLogin } = useLoginAnswer();
  const legalDocuments = useLegalDocuments();
  const form = useFormErrors('register', FIELDS);
  const [displayName, setDisplayName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [acceptLegal, setAcceptLegal] = useState(false);
  const [submitting, setSubmitting] = useState(false);

  /** The new member has accepted the documents in force by signing up; a failure is caught up later. */
  async function acceptDocumentsInForce(authToken: AuthToken) {
    try {
      const documents = await queryClient.fetchQuery(legalDocumentsQueryOptions());
      if (documents.length > 0)
        await acceptLegalDocuments(
          documents.map(({ id }) => id),
          authToken.token,
        );
    } catch (error) {
      console.warn(
        'The legal documents could not be accepted at signup; they will be asked for again',
        error,
      );
    }
  }

  /** The form's own checks, the legal documents' acceptance among them. */
  function check() {
    const failures = checkFields(
      {
        displayName: [displayName, required],
        email: [email, emailAddress],
        password: [password, newPassword],
      },
      t,
    );
    if (!acceptLegal) failures.acceptLegal = t('signup.acceptLegal.required');
    return failures;
  }

  async function register() {
    setSubmitting(true);
    try {
      const authToken = await registration.mutateAsync({
        displayName: displayName.trim(),
        email: email.trim(),
        password,
      });
      await acceptDocumentsInForce(authToken);
      showToast({ title: t('signup.welcome.title'), message: t('signup.welcome.body', email.trim()) });
      completeLogin(authToken);
    } finally {
      setSubmitting(false);
    }
  }

  const documents = legalDocuments.data ?? [];
  const titles = new Intl.ListFormat(locale, { type: 'conjunction' }).format(
    documents.map(({ title }) => title),
  );

  if (secondStep) return <SecondStepPage step={secondStep} onSignedIn={completeLogin} onCancel={cancel} />;

  return (
    <AuthLayout
      title={t('signup.title')}
      lead={t('signup.lead')}
      footer={
        <p>
          {t('signup.haveAccount')} <Link to={paths.login()}>{t('signup.toLogin')}</Link>
        </p>
      }
    >
      <AccountForm
        form={form}
        layout="auth"
        label={t('signup.title')}
        onSubmit={form.onSubmit(submitting, check, register)}
        actions={<AuthSubmitButton pending={submitting} label={t('signup.submit')} />}
      >
        <DisplayNameInput
          value={displayName}
          onChange={setDisplayName}
          error={form.errors.fields.displayName}
        />
        <EmailInput value={email} onChange={setEmail} error={form.errors.fields.email} />
        <NewPasswordInput
          name="password"
          label={t('account.field.password')}
          value={password}
          onChange={setPassword}
          error={form.errors.fields.password}
        />
        <Checkbox
          name="acceptLegal"
          label={documents.length > 0 ? t('signup.acceptLegal', titles) : t('signup.acceptLegal.generic')}
          hint={<LegalDocumentLinks documents={documents} />}
          checked={acceptLegal}
          onChange={(event) => setAcceptLegal(event.target.checked)}
          error={form.errors.fields.acceptLegal}
        />
      </AccountForm>
      <SignInProviderButtons onSignedIn={onAnswer} />
    </AuthLayout>
  );
}

function LegalDocumentLinks({ documents }: { documents: readonly LegalDocument[] }) {
  const { t } = useI18n();
  if (documents.length === 0) {
    return (
      <Link to={paths.legalDocuments()} target="_blank" rel="noopener">
        {t('signup.readLegal.all')}
        <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
      </Link>
    );
  }
  return (
    <ul className="plain-list signup-legal-links">
      {documents.map(({ id, type, title }) => (
        <li key={id}>
          <Link to={paths.legalDocuments(type)} target="_blank" rel="noopener">
            {t('signup.readLegal', title)}
            <span className="visually-hidden"> {t('common.opensInNewTab')}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

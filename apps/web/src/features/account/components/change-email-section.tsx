import { useState, type FormEvent } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { MailIcon } from '@/components/ui/icons';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { userInfoStore } from '@/lib/user-info/user-info-store';
import { useCompleteEmailChange } from '../api/complete-email-change';
import { useStartEmailChange } from '../api/start-email-change';
import { checkFields, emailAddress, required, sixDigitCode } from '../form-checks';
import { useFormErrors } from '../use-form-errors';
import { AccountSection } from './account-section';
import { CurrentPasswordInput } from './current-password-input';

/** A new address takes effect once the current password confirms the member and the code mailed to it comes back. */
export function ChangeEmailSection() {
  const t = useTranslation();
  const [pendingAddress, setPendingAddress] = useState<string | null>(null);
  return (
    <AccountSection
      title={t('account.changeEmail.title')}
      description={
        pendingAddress
          ? t('account.changeEmail.codeSent', pendingAddress)
          : t('account.changeEmail.description')
      }
      icon={MailIcon}
    >
      {pendingAddress ? (
        <ConfirmEmailForm newEmail={pendingAddress} onDone={() => setPendingAddress(null)} />
      ) : (
        <NewEmailForm onSent={setPendingAddress} />
      )}
    </AccountSection>
  );
}

function NewEmailForm({ onSent }: { onSent: (newEmail: string) => void }) {
  const t = useTranslation();
  const start = useStartEmailChange();
  const { formRef, errors, submit } = useFormErrors('change-email', ['newEmail', 'password']);
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (start.isPending) return;
    const failures = checkFields({ newEmail: [newEmail, emailAddress], password: [password, required] }, t);
    await submit(failures, async () => {
      await start.mutateAsync({ newEmail: newEmail.trim(), password });
      setPassword('');
      onSent(newEmail.trim());
    });
  }

  return (
    <form
      ref={formRef}
      className="account-form"
      noValidate
      onSubmit={handleSubmit}
      aria-label={t('account.changeEmail.title')}
    >
      <Input
        label={t('account.field.newEmail')}
        type="email"
        name="newEmail"
        autoComplete="email"
        value={newEmail}
        onChange={(event) => setNewEmail(event.target.value)}
        error={errors.fields.newEmail}
      />
      <CurrentPasswordInput value={password} onChange={setPassword} error={errors.fields.password} />
      {errors.form && <InlineAlert tone="error">{errors.form}</InlineAlert>}
      <div className="account-form__actions">
        <Button type="submit" pending={start.isPending}>
          {t('account.changeEmail.send')}
        </Button>
      </div>
    </form>
  );
}

function ConfirmEmailForm({ newEmail, onDone }: { newEmail: string; onDone: () => void }) {
  const t = useTranslation();
  const showToast = useToast();
  const complete = useCompleteEmailChange();
  const { formRef, errors, submit } = useFormErrors('confirm-email', ['code']);
  const [code, setCode] = useState('');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (complete.isPending) return;
    const failures = checkFields({ code: [code, sixDigitCode] }, t);
    await submit(failures, async () => {
      await complete.mutateAsync({ code: code.trim() });
      userInfoStore.update({ email: newEmail, verified: true });
      showToast({ tone: 'success', message: t('account.changeEmail.done') });
      onDone();
    });
  }

  return (
    <form
      ref={formRef}
      className="account-form"
      noValidate
      onSubmit={handleSubmit}
      aria-label={t('account.changeEmail.confirm')}
    >
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
      {errors.form && <InlineAlert tone="error">{errors.form}</InlineAlert>}
      <div className="account-form__actions">
        <Button variant="ghost" onClick={onDone}>
          {t('account.changeEmail.otherAddress')}
        </Button>
        <Button type="submit" pending={complete.isPending}>
          {t('account.changeEmail.confirm')}
        </Button>
      </div>
    </form>
  );
}

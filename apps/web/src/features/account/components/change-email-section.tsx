import { useState } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { MailIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { userInfoStore } from '@/lib/user-info/user-info-store';
import { useCompleteEmailChange } from '../api/complete-email-change';
import { useStartEmailChange } from '../api/start-email-change';
import { checkFields, emailAddress, required, sixDigitCode } from '../form-checks';
import { useFormErrors } from '../use-form-errors';
import { AccountSection } from './account-section';
import { EmailInput, OneTimeCodeInput, PasswordInput } from './account-fields';
import { AccountForm } from './account-form';

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
  const form = useFormErrors('change-email', ['newEmail', 'password']);
  const [newEmail, setNewEmail] = useState('');
  const [password, setPassword] = useState('');

  return (
    <AccountForm
      form={form}
      layout="section"
      label={t('account.changeEmail.title')}
      onSubmit={form.onSubmit(
        start.isPending,
        () => checkFields({ newEmail: [newEmail, emailAddress], password: [password, required] }, t),
        async () => {
          await start.mutateAsync({ newEmail: newEmail.trim(), password });
          setPassword('');
          onSent(newEmail.trim());
        },
      )}
      actions={
        <Button type="submit" pending={start.isPending}>
          {t('account.changeEmail.send')}
        </Button>
      }
    >
      <EmailInput
        name="newEmail"
        label={t('account.field.newEmail')}
        value={newEmail}
        onChange={setNewEmail}
        error={form.errors.fields.newEmail}
      />
      <PasswordInput value={password} onChange={setPassword} error={form.errors.fields.password} />
    </AccountForm>
  );
}

function ConfirmEmailForm({ newEmail, onDone }: { newEmail: string; onDone: () => void }) {
  const t = useTranslation();
  const showToast = useToast();
  const complete = useCompleteEmailChange();
  const form = useFormErrors('confirm-email', ['code']);
  const [code, setCode] = useState('');

  return (
    <AccountForm
      form={form}
      layout="section"
      label={t('account.changeEmail.confirm')}
      onSubmit={form.onSubmit(
        complete.isPending,
        () => checkFields({ code: [code, sixDigitCode] }, t),
        async () => {
          await complete.mutateAsync({ code: code.trim() });
          userInfoStore.update({ email: newEmail, verified: true });
          showToast({ tone: 'success', message: t('account.changeEmail.done') });
          onDone();
        },
      )}
      actions={
        <>
          <Button variant="ghost" onClick={onDone}>
            {t('account.changeEmail.otherAddress')}
          </Button>
          <Button type="submit" pending={complete.isPending}>
            {t('account.changeEmail.confirm')}
          </Button>
        </>
      }
    >
      <OneTimeCodeInput value={code} onChange={setCode} error={form.errors.fields.code} />
    </AccountForm>
  );
}

import { useState } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { LockIcon } from '@/components/ui/icons';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useChangePassword } from '../api/change-password';
import { checkFields, newPassword, required } from '../form-checks';
import { useFormErrors } from '../use-form-errors';
import { AccountSection } from './account-section';
import { NewPasswordInput, PasswordInput } from './account-fields';
import { AccountForm } from './account-form';

const FIELDS = ['passwordOld', 'passwordNew'] as const;

export function ChangePasswordSection({ email }: { email: string }) {
  const t = useTranslation();
  const showToast = useToast();
  const change = useChangePassword();
  const form = useFormErrors('change-password', FIELDS);
  const [passwordOld, setPasswordOld] = useState('');
  const [passwordNew, setPasswordNew] = useState('');

  return (
    <AccountSection
      title={t('account.changePassword.title')}
      description={t('account.changePassword.description')}
      icon={LockIcon}
    >
      <AccountForm
        form={form}
        layout="section"
        label={t('account.changePassword.title')}
        onSubmit={form.onSubmit(
          change.isPending,
          () =>
            checkFields({ passwordOld: [passwordOld, required], passwordNew: [passwordNew, newPassword] }, t),
          async () => {
            await change.mutateAsync({ email, passwordOld, passwordNew });
            setPasswordOld('');
            setPasswordNew('');
            showToast({ tone: 'success', message: t('account.changePassword.done') });
          },
        )}
        actions={
          <Button type="submit" pending={change.isPending}>
            {t('account.changePassword.submit')}
          </Button>
        }
      >
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <PasswordInput
          name="passwordOld"
          value={passwordOld}
          onChange={setPasswordOld}
          error={form.errors.fields.passwordOld}
        />
        <NewPasswordInput
          value={passwordNew}
          onChange={setPasswordNew}
          error={form.errors.fields.passwordNew}
        />
      </AccountForm>
    </AccountSection>
  );
}

import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@crewcast/contracts/constants/account';
import { useState, type FormEvent } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { LockIcon } from '@/components/ui/icons';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useChangePassword } from '../api/change-password';
import { checkFields, newPassword, required } from '../form-checks';
import { useFormErrors } from '../use-form-errors';
import { AccountSection } from './account-section';
import { CurrentPasswordInput } from './current-password-input';

const FIELDS = ['passwordOld', 'passwordNew'] as const;

export function ChangePasswordSection({ email }: { email: string }) {
  const t = useTranslation();
  const showToast = useToast();
  const change = useChangePassword();
  const { formRef, errors, submit } = useFormErrors('change-password', FIELDS);
  const [passwordOld, setPasswordOld] = useState('');
  const [passwordNew, setPasswordNew] = useState('');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (change.isPending) return;
    const failures = checkFields(
      { passwordOld: [passwordOld, required], passwordNew: [passwordNew, newPassword] },
      t,
    );
    await submit(failures, async () => {
      await change.mutateAsync({ email, passwordOld, passwordNew });
      setPasswordOld('');
      setPasswordNew('');
      showToast({ tone: 'success', message: t('account.changePassword.done') });
    });
  }

  return (
    <AccountSection
      title={t('account.changePassword.title')}
      description={t('account.changePassword.description')}
      icon={LockIcon}
    >
      <form
        ref={formRef}
        className="account-form"
        noValidate
        onSubmit={handleSubmit}
        aria-label={t('account.changePassword.title')}
      >
        {/* Lets password managers file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <CurrentPasswordInput
          name="passwordOld"
          value={passwordOld}
          onChange={setPasswordOld}
          error={errors.fields.passwordOld}
        />
        <Input
          label={t('account.field.newPassword')}
          hint={t('account.field.password.hint', PASSWORD_MIN_LENGTH)}
          type="password"
          name="passwordNew"
          autoComplete="new-password"
          maxLength={PASSWORD_MAX_LENGTH}
          value={passwordNew}
          onChange={(event) => setPasswordNew(event.target.value)}
          error={errors.fields.passwordNew}
        />
        {errors.form && <InlineAlert tone="error">{errors.form}</InlineAlert>}
        <div className="account-form__actions">
          <Button type="submit" pending={change.isPending}>
            {t('account.changePassword.submit')}
          </Button>
        </div>
      </form>
    </AccountSection>
  );
}

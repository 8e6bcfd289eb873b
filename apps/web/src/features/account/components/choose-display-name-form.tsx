import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { InlineAlert } from '@/components/ui/inline-alert';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { logout } from '@/lib/session';
import { useVerifyAccount } from '../api/verify-account';
import { checkFields, required } from '../form-checks';
import { useFormErrors } from '../use-form-errors';
import { DisplayNameInput } from './display-name-input';

/** Asks the member for the display name their account still needs; leaving it logs them out. */
export function ChooseDisplayNameForm() {
  const t = useTranslation();
  const verify = useVerifyAccount();
  const { formRef, errors, submit } = useFormErrors('display-name', ['displayName']);
  const [displayName, setDisplayName] = useState('');

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (verify.isPending) return;
    const failures = checkFields({ displayName: [displayName, required] }, t);
    await submit(failures, async () => {
      await verify.mutateAsync({ displayName });
    });
  }

  return (
    <Dialog
      open
      onClose={() => void logout()}
      title={t('account.chooseName.title')}
      description={t('account.chooseName.body')}
    >
      <form ref={formRef} className="account-form" noValidate onSubmit={handleSubmit}>
        <DisplayNameInput value={displayName} onChange={setDisplayName} error={errors.fields.displayName} />
        {errors.form && <InlineAlert tone="error">{errors.form}</InlineAlert>}
        <div className="account-form__actions">
          <Button variant="secondary" onClick={logout}>
            {t('menu.logout')}
          </Button>
          <Button type="submit" pending={verify.isPending}>
            {t('account.chooseName.submit')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}

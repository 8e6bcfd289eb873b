import { useState } from 'react';
import { Dialog, FormDialogActions } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { logout } from '@/lib/session';
import { useVerifyAccount } from '../api/verify-account';
import { checkFields, required } from '../form-checks';
import { useFormErrors } from '../use-form-errors';
import { AccountForm } from './account-form';
import { DisplayNameInput } from './display-name-input';

/** Asks the member for the display name their account still needs; leaving it logs them out. */
export function ChooseDisplayNameForm() {
  const t = useTranslation();
  const verify = useVerifyAccount();
  const form = useFormErrors('display-name', ['displayName']);
  const [displayName, setDisplayName] = useState('');

  return (
    <Dialog
      open
      onClose={() => void logout()}
      title={t('account.chooseName.title')}
      description={t('account.chooseName.body')}
    >
      <AccountForm
        form={form}
        layout="section"
        onSubmit={form.onSubmit(
          verify.isPending,
          () => checkFields({ displayName: [displayName, required] }, t),
          async () => {
            await verify.mutateAsync({ displayName });
          },
        )}
        actions={
          <FormDialogActions
            onCancel={() => void logout()}
            cancelLabel={t('menu.logout')}
            submitLabel={t('account.chooseName.submit')}
            pending={verify.isPending}
          />
        }
      >
        <DisplayNameInput
          value={displayName}
          onChange={setDisplayName}
          error={form.errors.fields.displayName}
        />
      </AccountForm>
    </Dialog>
  );
}

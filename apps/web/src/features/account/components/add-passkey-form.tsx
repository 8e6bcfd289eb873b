import { PASSKEY_NAME_MAX_LENGTH } from '@crewcast/contracts/constants/two-factor';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useAddPasskey } from '../api/add-passkey';
import { checkFields, required } from '../form-checks';
import { useFormErrors } from '../use-form-errors';
import { PasswordInput } from './account-fields';
import { AccountForm } from './account-form';

const FIELDS = ['name', 'password'] as const;

/** Names a new passkey and, with the current password, asks the browser to make it. */
export function AddPasskeyForm({ onDone }: { onDone: (recoveryCodes: string[]) => void }) {
  const t = useTranslation();
  const add = useAddPasskey();
  const form = useFormErrors('two-factor', FIELDS);
  const [name, setName] = useState(() => t('account.twoFactor.passkey.defaultName'));
  const [password, setPassword] = useState('');

  if (typeof window.PublicKeyCredential === 'undefined')
    return <InlineAlert>{t('account.twoFactor.passkey.unsupported')}</InlineAlert>;

  return (
    <AccountForm
      form={form}
      layout="section"
      label={t('account.twoFactor.passkey.add')}
      onSubmit={form.onSubmit(
        add.isPending,
        () => checkFields({ name: [name, required], password: [password, required] }, t),
        async () => {
          const { recoveryCodes } = await add.mutateAsync({ name: name.trim(), password });
          setPassword('');
          onDone(recoveryCodes);
        },
      )}
      actions={
        <Button type="submit" variant="secondary" pending={add.isPending}>
          {t('account.twoFactor.passkey.add')}
        </Button>
      }
    >
      <Input
        label={t('account.twoFactor.passkey.name')}
        name="name"
        maxLength={PASSKEY_NAME_MAX_LENGTH}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={form.errors.fields.name}
      />
      <PasswordInput value={password} onChange={setPassword} error={form.errors.fields.password} />
    </AccountForm>
  );
}

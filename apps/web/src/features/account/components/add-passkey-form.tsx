import { PASSKEY_NAME_MAX_LENGTH } from '@crewcast/contracts/constants/two-factor';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useAddPasskey } from '../api/add-passkey';
import { checkFields, required } from '../form-checks';
import { useFormErrors } from '../use-form-errors';
import { CurrentPasswordInput } from './current-password-input';

const FIELDS = ['name', 'password'] as const;

/** Names a new passkey and, with the current password, asks the browser to make it. */
export function AddPasskeyForm({ onDone }: { onDone: (recoveryCodes: string[]) => void }) {
  const t = useTranslation();
  const add = useAddPasskey();
  const { formRef, errors, submit } = useFormErrors('two-factor', FIELDS);
  const [name, setName] = useState(() => t('account.twoFactor.passkey.defaultName'));
  const [password, setPassword] = useState('');

  if (typeof window.PublicKeyCredential === 'undefined')
    return <InlineAlert>{t('account.twoFactor.passkey.unsupported')}</InlineAlert>;

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (add.isPending) return;
    await submit(checkFields({ name: [name, required], password: [password, required] }, t), async () => {
      const { recoveryCodes } = await add.mutateAsync({ name: name.trim(), password });
      setPassword('');
      onDone(recoveryCodes);
    });
  }

  return (
    <form
      ref={formRef}
      className="account-form"
      noValidate
      onSubmit={handleSubmit}
      aria-label={t('account.twoFactor.passkey.add')}
    >
      <Input
        label={t('account.twoFactor.passkey.name')}
        name="name"
        maxLength={PASSKEY_NAME_MAX_LENGTH}
        value={name}
        onChange={(event) => setName(event.target.value)}
        error={errors.fields.name}
      />
      <CurrentPasswordInput value={password} onChange={setPassword} error={errors.fields.password} />
      {errors.form && <InlineAlert tone="error">{errors.form}</InlineAlert>}
      <div className="account-form__actions">
        <Button type="submit" variant="secondary" pending={add.isPending}>
          {t('account.twoFactor.passkey.add')}
        </Button>
      </div>
    </form>
  );
}

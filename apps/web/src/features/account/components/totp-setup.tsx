import type { TotpEnrolment } from '@crewcast/contracts/two-factor';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useConfirmTotp } from '../api/confirm-totp';
import { useStartTotp } from '../api/start-totp';
import { checkFields, required } from '../form-checks';
import { useFormErrors } from '../use-form-errors';
import { CurrentPasswordInput } from './current-password-input';

const FIELDS = ['password', 'code'] as const;

/** The secret in groups of four, as authenticator apps ask for it to be typed. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * Setting up an authenticator app: the current password, then the app's secret (to open or type in the app), then a
 * code from it to confirm.
 */
export function TotpSetup({ onDone }: { onDone: (recoveryCodes: string[]) => void }) {
  const t = useTranslation();
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const { formRef, errors, submit } = useFormErrors('two-factor', FIELDS);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');

  async function begin(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (start.isPending) return;
    await submit(checkFields({ password: [password, required] }, t), async () => {
      setEnrolment(await start.mutateAsync(password));
      setPassword('');
    });
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (confirm.isPending) return;
    await submit(checkFields({ code: [code, required] }, t), async () => {
      const { recoveryCodes } = await confirm.mutateAsync(code.trim());
      onDone(recoveryCodes);
    });
  }

  if (!enrolment)
    return (
      <form
        ref={formRef}
        className="account-form"
        noValidate
        onSubmit={begin}
        aria-label={t('account.twoFactor.app.setUpTitle')}
      >
        <CurrentPasswordInput value={password} onChange={setPassword} error={errors.fields.password} />
        {errors.form && <InlineAlert tone="error">{errors.form}</InlineAlert>}
        <div className="account-form__actions">
          <Button type="submit" variant="secondary" pending={start.isPending}>
            {t('account.twoFactor.app.setUp')}
          </Button>
        </div>
      </form>
    );

  return (
    <form
      ref={formRef}
      className="account-form two-factor__setup"
      noValidate
      onSubmit={handleSubmit}
      aria-label={t('account.twoFactor.app.setUpTitle')}
    >
      <p>{t('account.twoFactor.app.instructions')}</p>
      <p>
        <a href={enrolment.uri}>{t('account.twoFactor.app.open')}</a>
      </p>
      <p>
        {t('account.twoFactor.app.secret')}{' '}
        <code className="two-factor__secret" data-secret={enrolment.secret}>
          {grouped(enrolment.secret)}
        </code>
      </p>
      <Input
        label={t('account.twoFactor.app.code')}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={64}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        error={errors.fields.code}
      />
      {errors.form && <InlineAlert tone="error">{errors.form}</InlineAlert>}
      <div className="account-form__actions">
        <Button variant="ghost" onClick={() => setEnrolment(null)}>
          {t('common.cancel')}
        </Button>
        <Button type="submit" pending={confirm.isPending}>
          {t('account.twoFactor.app.confirm')}
        </Button>
      </div>
    </form>
  );
}

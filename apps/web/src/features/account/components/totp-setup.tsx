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

const FIELDS = ['code'] as const;

/** The secret in groups of four, as authenticator apps ask for it to be typed. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** Setting up an authenticator app: its secret (to open or type in the app), then a code from it to confirm. */
export function TotpSetup({ onDone }: { onDone: (recoveryCodes: string[]) => void }) {
  const t = useTranslation();
  const start = useStartTotp();
  const confirm = useConfirmTotp();
  const { formRef, errors, submit, showRequestError } = useFormErrors('two-factor', FIELDS);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [code, setCode] = useState('');

  async function begin() {
    try {
      setEnrolment(await start.mutateAsync());
    } catch (error) {
      showRequestError(error);
    }
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
      <div className="two-factor__actions">
        {errors.form && <InlineAlert tone="error">{errors.form}</InlineAlert>}
        <Button variant="secondary" pending={start.isPending} onClick={begin}>
          {t('account.twoFactor.app.setUp')}
        </Button>
      </div>
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

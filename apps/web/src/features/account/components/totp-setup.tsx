import type { TotpEnrolment } from '@crewcast/contracts/two-factor';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useConfirmTotp } from '../api/confirm-totp';
import { useStartTotp } from '../api/start-totp';
import { checkFields, required } from '../form-checks';
import { useFormErrors } from '../use-form-errors';
import { OneTimeCodeInput, PasswordInput } from './account-fields';
import { AccountForm } from './account-form';

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
  const form = useFormErrors('two-factor', FIELDS);
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');

  if (!enrolment)
    return (
      <AccountForm
        form={form}
        layout="section"
        label={t('account.twoFactor.app.setUpTitle')}
        onSubmit={form.onSubmit(
          start.isPending,
          () => checkFields({ password: [password, required] }, t),
          async () => {
            setEnrolment(await start.mutateAsync(password));
            setPassword('');
          },
        )}
        actions={
          <Button type="submit" variant="secondary" pending={start.isPending}>
            {t('account.twoFactor.app.setUp')}
          </Button>
        }
      >
        <PasswordInput value={password} onChange={setPassword} error={form.errors.fields.password} />
      </AccountForm>
    );

  return (
    <AccountForm
      form={form}
      layout="section"
      className="two-factor__setup"
      label={t('account.twoFactor.app.setUpTitle')}
      onSubmit={form.onSubmit(
        confirm.isPending,
        () => checkFields({ code: [code, required] }, t),
        async () => {
          const { recoveryCodes } = await confirm.mutateAsync(code.trim());
          onDone(recoveryCodes);
        },
      )}
      actions={
        <>
          <Button variant="ghost" onClick={() => setEnrolment(null)}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" pending={confirm.isPending}>
            {t('account.twoFactor.app.confirm')}
          </Button>
        </>
      }
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
      <OneTimeCodeInput
        label={t('account.twoFactor.app.code')}
        maxLength={64}
        value={code}
        onChange={setCode}
        error={form.errors.fields.code}
      />
    </AccountForm>
  );
}

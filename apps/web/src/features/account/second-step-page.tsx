import { useState } from 'react';
import type { AuthToken } from '@crewcast/contracts/account';
import { Button } from '@/components/ui/button';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useCompleteSecondStep, type SecondStep, type SecondStepAnswer } from './api/complete-second-step';
import { SecondStepCodeInput } from './components/account-fields';
import { AccountForm } from './components/account-form';
import { AuthLayout } from './components/auth-layout';
import { checkFields, required } from './form-checks';
import { useFormErrors } from './use-form-errors';

const FIELDS = ['code'] as const;

export interface SecondStepPageProps {
  step: SecondStep;
  onSignedIn: (authToken: AuthToken) => void;
  /** Back to the password form (the step is dropped). */
  onCancel: () => void;
}

/** A login's second step: a passkey, a code from the authenticator app, or a recovery code. */
export function SecondStepPage({ step, onSignedIn, onCancel }: SecondStepPageProps) {
  const t = useTranslation();
  const complete = useCompleteSecondStep(step);
  const form = useFormErrors('second-step', FIELDS);
  const [code, setCode] = useState('');
  const hasApp = step.methods.includes('totp');
  const hasPasskey = step.methods.includes('passkey') && step.passkeyOptions !== undefined;

  async function answer(given: SecondStepAnswer) {
    onSignedIn(await complete.mutateAsync(given));
  }

  return (
    <AuthLayout
      title={t('login.secondStep.title')}
      lead={t(hasApp ? 'login.secondStep.lead.app' : 'login.secondStep.lead.recovery')}
    >
      <AccountForm
        form={form}
        layout="auth"
        label={t('login.secondStep.title')}
        onSubmit={form.onSubmit(
          complete.isPending,
          () => checkFields({ code: [code, required] }, t),
          () => answer({ code: code.trim() }),
        )}
        actions={
          <>
            <Button
              type="submit"
              size="large"
              variant={hasPasskey ? 'secondary' : undefined}
              className="auth-form__submit"
              pending={complete.isPending && complete.variables && 'code' in complete.variables}
            >
              {t('login.secondStep.submit')}
            </Button>
            <Button variant="ghost" className="auth-form__submit" onClick={onCancel}>
              {t('login.secondStep.back')}
            </Button>
          </>
        }
      >
        {hasPasskey && (
          <>
            <Button
              size="large"
              className="auth-form__submit"
              pending={complete.isPending && complete.variables && 'passkey' in complete.variables}
              onClick={() => form.submit({}, () => answer({ passkey: true }))}
            >
              {t('login.secondStep.passkey')}
            </Button>
            <p className="auth-form__aside">{t('login.secondStep.or')}</p>
          </>
        )}
        <SecondStepCodeInput
          label={t(hasApp ? 'login.secondStep.code' : 'login.secondStep.recoveryCode')}
          hint={t('login.secondStep.code.hint')}
          value={code}
          onChange={setCode}
          error={form.errors.fields.code}
        />
      </AccountForm>
    </AuthLayout>
  );
}

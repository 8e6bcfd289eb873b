import { useState, type FormEvent } from 'react';
import type { AuthToken } from '@crewcast/contracts/account';
import { Button } from '@/components/ui/button';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useCompleteSecondStep, type SecondStep, type SecondStepAnswer } from './api/complete-second-step';
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
  const { formRef, errors, submit } = useFormErrors('second-step', FIELDS);
  const [code, setCode] = useState('');
  const hasApp = step.methods.includes('totp');
  const hasPasskey = step.methods.includes('passkey') && step.passkeyOptions !== undefined;

  async function answer(given: SecondStepAnswer) {
    onSignedIn(await complete.mutateAsync(given));
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (complete.isPending) return;
    await submit(checkFields({ code: [code, required] }, t), () => answer({ code: code.trim() }));
  }

  return (
    <AuthLayout
      title={t('login.secondStep.title')}
      lead={t(hasApp ? 'login.secondStep.lead.app' : 'login.secondStep.lead.recovery')}
    >
      <form
        ref={formRef}
        className="auth-form"
        noValidate
        onSubmit={handleSubmit}
        aria-label={t('login.secondStep.title')}
      >
        {hasPasskey && (
          <>
            <Button
              size="large"
              className="auth-form__submit"
              pending={complete.isPending && complete.variables && 'passkey' in complete.variables}
              onClick={() => submit({}, () => answer({ passkey: true }))}
            >
              {t('login.secondStep.passkey')}
            </Button>
            <p className="auth-form__aside">{t('login.secondStep.or')}</p>
          </>
        )}
        <Input
          label={t(hasApp ? 'login.secondStep.code' : 'login.secondStep.recoveryCode')}
          hint={t('login.secondStep.code.hint')}
          name="code"
          autoComplete="one-time-code"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={64}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={errors.fields.code}
        />
        {errors.form && <InlineAlert tone="error">{errors.form}</InlineAlert>}
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
      </form>
    </AuthLayout>
  );
}

import type { FactorProof } from '@crewcast/contracts/two-factor';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Input } from '@/components/ui/input';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useFormErrors } from '../use-form-errors';
import { CurrentPasswordInput } from './current-password-input';

const FIELDS = ['password', 'code'] as const;

export interface FactorProofDialogProps {
  title: string;
  /** What pressing the button does, in words. */
  submitLabel: string;
  /** Runs the change with the proof given; a refusal is shown in the dialog. */
  onProof: (proof: FactorProof) => Promise<void>;
  onClose: () => void;
}

/** Asks for the current password, or a current second factor, before a second factor is removed or replaced. */
export function FactorProofDialog({ title, submitLabel, onProof, onClose }: FactorProofDialogProps) {
  const t = useTranslation();
  const formId = useId();
  const { formRef, errors, submit } = useFormErrors('two-factor', FIELDS);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const failures: Record<string, string> =
      password || code.trim() ? {} : { password: t('account.twoFactor.proof.missing') };
    setPending(true);
    await submit(failures, () => onProof(password ? { password } : { code: code.trim() }));
    setPending(false);
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={t('account.twoFactor.proof.body')}
      actions={
        <>
          <Button variant="secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button type="submit" form={formId} variant="danger" pending={pending}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <form id={formId} ref={formRef} className="account-form" noValidate onSubmit={handleSubmit}>
        <CurrentPasswordInput value={password} onChange={setPassword} error={errors.fields.password} />
        <Input
          label={t('account.twoFactor.proof.code')}
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
      </form>
    </Dialog>
  );
}

import type { FactorProof } from '@crewcast/contracts/two-factor';
import { useState } from 'react';
import { FormDialog } from '@/components/ui/dialog';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useFormErrors } from '../use-form-errors';
import { PasswordInput, SecondStepCodeInput } from './account-fields';
import { AccountForm } from './account-form';

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
  const form = useFormErrors('two-factor', FIELDS);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [pending, setPending] = useState(false);

  /** The password, or else a code: one of them proves it is the member. */
  const check = (): Record<string, string> =>
    password || code.trim() ? {} : { password: t('account.twoFactor.proof.missing') };

  async function prove() {
    setPending(true);
    try {
      await onProof(password ? { password } : { code: code.trim() });
    } finally {
      setPending(false);
    }
  }

  return (
    <FormDialog
      open
      onClose={onClose}
      title={title}
      description={t('account.twoFactor.proof.body')}
      submitLabel={submitLabel}
      variant="danger"
      pending={pending}
    >
      {(formId) => (
        <AccountForm form={form} layout="dialog" id={formId} onSubmit={form.onSubmit(pending, check, prove)}>
          <PasswordInput value={password} onChange={setPassword} error={form.errors.fields.password} />
          <SecondStepCodeInput
            label={t('account.twoFactor.proof.code')}
            value={code}
            onChange={setCode}
            error={form.errors.fields.code}
          />
        </AccountForm>
      )}
    </FormDialog>
  );
}

import type { UserInfo } from '@crewcast/contracts/users';
import { ACCOUNT_DELETION_GRACE_DAYS } from '@crewcast/contracts/constants/users';
import { useState } from 'react';
import { useToast } from '@/components/shell/toast';
import { Button } from '@/components/ui/button';
import { FormDialog } from '@/components/ui/dialog';
import { TrashIcon } from '@/components/ui/icons';
import { InlineAlert } from '@/components/ui/inline-alert';
import { Textarea } from '@/components/ui/textarea';
import { useI18n } from '@/lib/i18n/i18n-provider';
import { useCancelAccountDeletion } from '../api/cancel-account-deletion';
import { useRequestAccountDeletion } from '../api/request-account-deletion';
import { checkFields, required } from '../form-checks';
import { useFormErrors } from '../use-form-errors';
import { AccountSection } from './account-section';
import { PasswordInput } from './account-fields';
import { AccountForm } from './account-form';

const REASON_MAX_LENGTH = 500;

/**
 * Deleting the account: after a confirmation with the current password and an optional reason, the account waits out
 * the grace period, during which the member can cancel.
 */
export function DeleteAccountSection({ info }: { info: UserInfo }) {
  const { t, locale } = useI18n();
  const showToast = useToast();
  const cancelDeletion = useCancelAccountDeletion();
  const [confirming, setConfirming] = useState(false);
  const deleteRequest = info.deleteRequest;

  async function cancel() {
    try {
      await cancelDeletion.mutateAsync({ userId: info.userId ?? '' });
      showToast({ tone: 'success', message: t('account.delete.cancelled') });
    } catch (error) {
      console.warn('The deletion could not be cancelled', error);
      showToast({ tone: 'error', message: t('account.delete.cancelFailed') });
    }
  }

  if (deleteRequest) {
    const date = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(
      new Date(deleteRequest.deleteAfter),
    );
    return (
      <AccountSection title={t('account.delete.pending.title')} icon={TrashIcon} tone="danger">
        <InlineAlert
          tone="error"
          action={
            <Button variant="secondary" onClick={cancel} pending={cancelDeletion.isPending}>
              {t('account.delete.cancel')}
            </Button>
          }
        >
          {t('account.delete.pending.body', date)}
        </InlineAlert>
      </AccountSection>
    );
  }

  return (
    <AccountSection
      title={t('account.delete.title')}
      description={t('account.delete.description', ACCOUNT_DELETION_GRACE_DAYS)}
      icon={TrashIcon}
      tone="danger"
    >
      <div className="account-form__actions account-form__actions--start">
        <Button variant="danger" onClick={() => setConfirming(true)} aria-haspopup="dialog">
          {t('account.delete.open')}
        </Button>
      </div>
      <DeleteAccountDialog open={confirming} onClose={() => setConfirming(false)} />
    </AccountSection>
  );
}

function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useI18n();
  const showToast = useToast();
  const requestDeletion = useRequestAccountDeletion();
  const form = useFormErrors('delete-account', ['password']);
  const [password, setPassword] = useState('');
  const [reason, setReason] = useState('');

  function close() {
    setPassword('');
    form.clear();
    onClose();
  }

  return (
    <FormDialog
      open={open}
      role="alertdialog"
      onClose={close}
      title={t('account.delete.confirm.title')}
      description={t('account.delete.confirm.body', ACCOUNT_DELETION_GRACE_DAYS)}
      submitLabel={t('account.delete.confirm.submit')}
      variant="danger"
      pending={requestDeletion.isPending}
    >
      {(formId) => (
        <AccountForm
          form={form}
          layout="dialog"
          id={formId}
          onSubmit={form.onSubmit(
            requestDeletion.isPending,
            () => checkFields({ password: [password, required] }, t),
            async () => {
              await requestDeletion.mutateAsync({ reason: reason.trim(), password });
              showToast({ message: t('account.delete.requested', ACCOUNT_DELETION_GRACE_DAYS) });
              close();
            },
          )}
        >
          <PasswordInput value={password} onChange={setPassword} error={form.errors.fields.password} />
          <Textarea
            label={t('account.delete.reason')}
            hint={t('account.delete.reason.hint')}
            name="reason"
            maxLength={REASON_MAX_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        </AccountForm>
      )}
    </FormDialog>
  );
}

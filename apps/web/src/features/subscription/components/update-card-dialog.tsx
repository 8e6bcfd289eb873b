import { type FormEvent } from 'react';
import { CardFields } from '@/components/payment/card-fields';
import { TestModeNotice } from '@/components/payment/test-mode-notice';
import { useToast } from '@/components/shell/toast';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { useUpdateCard } from '../api/subscription-changes';
import { useCardForm } from '@/components/payment/use-card-form';
import { SubscriptionFormDialog, type SubscriptionDialogProps } from './subscription-form-dialog';

/** Test mode: a new card for the renewals. */
export function UpdateCardDialog({ open, onClose }: SubscriptionDialogProps) {
  const t = useTranslation();
  const showToast = useToast();
  const updateCard = useUpdateCard();
  const {
    formRef,
    card,
    setCard,
    errors: formErrors,
    check,
    showRequestError,
    reset,
  } = useCardForm({ testMode: true, what: 'Changing the card' });

  function close() {
    reset();
    onClose();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (updateCard.isPending) return;
    const cardInput = check();
    if (!cardInput) return;
    try {
      await updateCard.mutateAsync({ card: cardInput });
      showToast({ tone: 'success', message: t('subscription.updateCard.done') });
      close();
    } catch (error) {
      showRequestError(error);
    }
  }

  return (
    <SubscriptionFormDialog
      open={open}
      onClose={close}
      title={t('subscription.updateCard.title')}
      submitLabel={t('subscription.updateCard.submit')}
      pending={updateCard.isPending}
      failure={formErrors.form ?? null}
      formRef={formRef}
      onSubmit={handleSubmit}
    >
      <TestModeNotice />
      <CardFields values={card} onChange={setCard} errors={formErrors.fields} />
    </SubscriptionFormDialog>
  );
}

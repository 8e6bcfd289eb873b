import { type FormEvent } from 'react';
import { CardFields } from '@/components/payment/card-fields';
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
  const { formRef, ...cardForm } = useCardForm({ testMode: true, what: 'Changing the card' });

  function close() {
    cardForm.reset();
    onClose();
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (updateCard.isPending) return;
    const cardInput = cardForm.check();
    if (!cardInput) return;
    try {
      await updateCard.mutateAsync({ card: cardInput });
      showToast({ tone: 'success', message: t('subscription.updateCard.done') });
      close();
    } catch (error) {
      cardForm.showRequestError(error);
    }
  }

  return (
    <SubscriptionFormDialog
      open={open}
      onClose={close}
      title={t('subscription.updateCard.title')}
      submitLabel={t('subscription.updateCard.submit')}
      pending={updateCard.isPending}
      failure={cardForm.errors.form ?? null}
      formRef={formRef}
      onSubmit={handleSubmit}
    >
      <CardFields form={cardForm} />
    </SubscriptionFormDialog>
  );
}

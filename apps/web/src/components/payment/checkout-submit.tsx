import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { InlineAlert } from '@/components/ui/inline-alert';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import './payment.css';

export interface CheckoutSubmitProps {
  /** Why the last attempt failed, when it did. */
  failure: string | null;
  /** Paying, or on the way to the provider's page. */
  pending: boolean;
  className?: string;
  /** The button's label. */
  children: ReactNode;
}

/** The foot of a checkout form: why the last attempt failed, if it did, and the button that pays. */
export function CheckoutSubmit({ failure, pending, className, children }: CheckoutSubmitProps) {
  const t = useTranslation();
  return (
    <>
      {failure && (
        <InlineAlert tone="error">
          <strong className="payment-failure__title">{t('payment.failed.title')}</strong> {failure}
        </InlineAlert>
      )}
      <Button type="submit" size="large" className={className} pending={pending}>
        {children}
      </Button>
    </>
  );
}

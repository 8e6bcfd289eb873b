import type { Config } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { createStripeClient, createStripePaymentProvider } from './stripe-provider';
import { createTestPaymentProvider } from './test-provider';

/** The provider PAYMENT_PROVIDER names. */
export function createPaymentProvider(config: Config): PaymentProvider {
  switch (config.PAYMENT_PROVIDER) {
    case 'test':
      return createTestPaymentProvider();
    case 'stripe':
      return createStripePaymentProvider(createStripeClient(config));
  }
}

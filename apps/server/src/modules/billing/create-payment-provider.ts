import type { Config } from '../../config';
import type { PaymentProvider } from './payment-provider';
import { createTestPaymentProvider } from './test-provider';

/** The provider PAYMENT_PROVIDER names. */
export function createPaymentProvider(config: Config): PaymentProvider {
  switch (config.PAYMENT_PROVIDER) {
    case 'test':
      return createTestPaymentProvider();
    case 'stripe':
      throw new Error('PAYMENT_PROVIDER=stripe is not available in this build');
  }
}

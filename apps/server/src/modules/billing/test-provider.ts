import { createHash } from 'node:crypto';
import type { CardInput } from '@crewcast/contracts/billing';
import { AppError, fieldError } from '../../http/errors';
import type { StoredCard } from './billing.schema';
import type { ChargeRequest, ChargeResult, PaymentProvider } from './payment-provider';

/** How a test card behaves, keyed by its number (Stripe's public test numbers). */
const TEST_CARDS: Record<string, { brand: string; behaviour: 'succeeds' | 'declined' | 'fails-later' }> = {
  '4242424242424242': { brand: 'Visa', behaviour: 'succeeds' },
  '4000056655665556': { brand: 'Visa (debit)', behaviour: 'succeeds' },
  '5555555555554444': { brand: 'Mastercard', behaviour: 'succeeds' },
  '378282246310005': { brand: 'American Express', behaviour: 'succeeds' },
  '4000000000000002': { brand: 'Visa', behaviour: 'declined' },
  '4000000000009995': { brand: 'Visa', behaviour: 'declined' },
  // Attaches to the account, then every charge fails: the trial starts, the renewal is declined.
  '4000000000000341': { brand: 'Visa', behaviour: 'fails-later' },
};

export const DECLINED_MESSAGE = 'Your card was declined.';
export const TEST_CARD_ONLY_MESSAGE =
  'In test mode only test card numbers are accepted, such as 4242 4242 4242 4242.';

function cardError(field: string, message: string): AppError {
  return fieldError('VALIDATION', `card.${field}`, message);
}

/** The offline provider: no keys, no network; the app's own scheduler is the biller. */
export function createTestPaymentProvider(): PaymentProvider {
  return {
    kind: 'test',
    inAppCards: true,

    acceptCard(card: CardInput, now: Date): StoredCard {
      const known = TEST_CARDS[card.number];
      if (!known) throw cardError('number', TEST_CARD_ONLY_MESSAGE);
      const endOfExpiryMonth = Date.UTC(card.expYear, card.expMonth, 1);
      if (endOfExpiryMonth <= now.getTime()) throw cardError('expMonth', 'Your card has expired.');
      if (known.behaviour === 'declined') throw new AppError('PAYMENT_DECLINED', DECLINED_MESSAGE);
      return {
        brand: known.brand,
        last4: card.number.slice(-4),
        expMonth: card.expMonth,
        expYear: card.expYear,
        token: known.behaviour,
      };
    },

    /** As Stripe does, a charge repeated with the same idempotency key is the same charge: the same reference. */
    async charge({ card, amountCents, idempotencyKey }: ChargeRequest): Promise<ChargeResult> {
      if (amountCents > 0 && card.token !== 'succeeds') return { ok: false, message: DECLINED_MESSAGE };
      const digest = createHash('sha256').update(idempotencyKey).digest('hex');
      return { ok: true, reference: `test_${digest.slice(0, 32)}` };
    },

    async createCheckout() {
      throw new AppError('BAD_REQUEST', 'Enter a card to pay in test mode.');
    },

    async updateSubscription() {
      // Test-mode subscriptions live only here: the app's own record is the whole truth.
    },

    async cancelNow() {
      // As above: ending the app's record ends the billing.
    },
  };
}

import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { CARD_ERROR_RULES } from '@/lib/billing/card-form';
import { createTranslator } from '@/lib/i18n/translate';
import { logUnexpected, requestErrors, requestMessage, type ErrorRules } from './request-errors';

const t = createTranslator([]);
const refusal = (error: string, message: string, fields?: Record<string, string[]>) =>
  new ApiError(400, { error, message, fields });
const COUPON_RULES: ErrorRules = { asGiven: ['BAD_REQUEST'], fallback: 'coupon.applyFailed' };

describe('from a failed request to what the member reads', () => {
  it('says a request that never reached the server in the member’s words', () => {
    expect(requestErrors(new TypeError('Failed to fetch'), t, CARD_ERROR_RULES)).toEqual({
      form: '[]common.error.network',
      fields: {},
    });
  });

  it('turns an error code into its translation', () => {
    expect(
      requestErrors(refusal('PAYMENT_DECLINED', 'Your card was declined.'), t, CARD_ERROR_RULES),
    ).toEqual({
      form: '[]payment.error.declined',
      fields: {},
    });
  });

  it('places field errors on the form’s fields in the member’s words, the first message of each', () => {
    const error = refusal('VALIDATION', 'Invalid', {
      'card.number': ['In test mode only test card numbers are accepted.'],
      'card.expMonth': ['Your card has expired.'],
      'card.expYear': ['Too far ahead.'],
      planId: ['Unknown plan.'],
    });
    expect(requestErrors(error, t, CARD_ERROR_RULES)).toEqual({
      fields: { number: '[]payment.card.error.notAccepted', expiry: '[]payment.card.error.expired' },
    });
  });

  it('shows a field’s server message only when the form has no words of its own for it', () => {
    const rules: ErrorRules = { fields: { displayName: 'displayName' }, fallback: 'account.error.unknown' };
    expect(
      requestErrors(refusal('DISPLAY_NAME', 'x', { displayName: ['That name is taken.'] }), t, rules),
    ).toEqual({
      fields: { displayName: 'That name is taken.' },
    });
  });

  it('shows the server’s text as given only for the codes SPEC names, else the form’s fallback', () => {
    const expired = refusal('BAD_REQUEST', 'That discount code has expired.');
    expect(requestErrors(expired, t, COUPON_RULES).form).toBe('That discount code has expired.');
    expect(requestErrors(expired, t, CARD_ERROR_RULES).form).toBe('[]payment.error.unknown');
    expect(requestErrors(new ApiError(500, null), t, COUPON_RULES).form).toBe('[]coupon.applyFailed');
  });

  it('gives one message for a toast, the first field’s when only fields were refused', () => {
    const error = refusal('VALIDATION', 'Invalid', { 'card.cvc': ['Bad cvc'] });
    expect(requestMessage(error, t, CARD_ERROR_RULES)).toBe('[]payment.card.error.cvc');
    expect(requestMessage(refusal('VALIDATION', 'Invalid'), t, CARD_ERROR_RULES)).toBe(
      '[]payment.error.unknown',
    );
  });

  it('logs only failures that are not the server’s answer', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    logUnexpected(refusal('BAD_REQUEST', 'No'), 'Applying');
    expect(warn).not.toHaveBeenCalled();
    logUnexpected(new TypeError('Failed to fetch'), 'Applying');
    expect(warn).toHaveBeenCalledWith('Applying failed', expect.any(TypeError));
  });
});

import type { CardInput } from '@crewcast/contracts/billing';
import type { ErrorRules } from '@/lib/errors/request-errors';
import type { Translate } from '@/lib/i18n/translate';

/** What the member types into the test-mode card form. */
export interface CardFormValues {
  number: string;
  expiry: string;
  cvc: string;
  name: string;
}

type CardField = keyof CardFormValues;
export type CardErrors = Partial<Record<CardField, string>>;

export const EMPTY_CARD: CardFormValues = { number: '', expiry: '', cvc: '', name: '' };

const digitsOf = (value: string) => value.replace(/\D/g, '');

/** Groups a card number in fours as it is typed: '4242 4242 42'. */
export function formatCardNumber(value: string): string {
  return digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** Puts the slash into an expiry date as it is typed: '12 / 3', and keeps a deleted slash deleted. */
export function formatExpiry(value: string, previous: string): string {
  const digits = digitsOf(value).slice(0, 4);
  const deleting = value.length < previous.length;
  if (digits.length < 2 || (deleting && digits.length === 2)) return digits;
  return `${digits.slice(0, 2)} / ${digits.slice(2)}`;
}

/** The Luhn checksum every card number carries, which catches most typing mistakes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** 'MM / YY', 'MM/YYYY' or 'MMYY' as month and four-digit year, or null when it is not a date. */
export function parseExpiry(value: string): { expMonth: number; expYear: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const expMonth = Number(match[1]);
  const year = Number(match[2]);
  if (expMonth < 1 || expMonth > 12) return null;
  return { expMonth, expYear: year < 100 ? 2000 + year : year };
}

type CardCheck = { card: CardInput; errors: null } | { card: null; errors: CardErrors };

/** The checks made before the card is sent (the server checks again); `now` decides what has expired. */
export function checkCard(values: CardFormValues, t: Translate, now: Date): CardCheck {
  const errors: CardErrors = {};
  const number = digitsOf(values.number);
  if (!number) errors.number = t('payment.card.error.numberRequired');
  else if (number.length < 12 || number.length > 19 || !passesLuhn(number)) {
    errors.number = t('payment.card.error.number');
  }

  const expiry = parseExpiry(values.expiry);
  if (!values.expiry.trim()) errors.expiry = t('payment.card.error.expiryRequired');
  else if (!expiry) errors.expiry = t('payment.card.error.expiry');
  else if (expiry.expYear * 12 + expiry.expMonth < now.getFullYear() * 12 + now.getMonth() + 1) {
    errors.expiry = t('payment.card.error.expired');
  }

  if (!/^\d{3,4}$/.test(values.cvc.trim())) errors.cvc = t('payment.card.error.cvc');
  if (!values.name.trim()) errors.name = t('payment.card.error.name');

  if (Object.keys(errors).length > 0 || !expiry) return { card: null, errors };
  return { card: { number, ...expiry, cvc: values.cvc.trim(), name: values.name.trim() }, errors: null };
}

/** How a checkout reads the server's refusals of a card: declines and card fields in the member's words. */
export const CARD_ERROR_RULES = {
  codes: {
    PAYMENT_DECLINED: 'payment.error.declined',
    ALREADY_SUBSCRIBED: 'payment.error.alreadySubscribed',
  },
  fields: {
    'card.number': 'number',
    'card.expMonth': 'expiry',
    'card.expYear': 'expiry',
    'card.cvc': 'cvc',
    'card.name': 'name',
  },
  fieldSlugs: {
    number: 'payment.card.error.notAccepted',
    expiry: 'payment.card.error.expired',
    cvc: 'payment.card.error.cvc',
    name: 'payment.card.error.name',
  },
  fallback: 'payment.error.unknown',
} as const satisfies ErrorRules;

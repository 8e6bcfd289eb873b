import type { HTMLAttributes } from 'react';
import { Input } from '@/components/ui/input';
import { formatCardNumber, formatExpiry, type CardFormValues } from '@/lib/billing/card-form';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { TestModeNotice } from './test-mode-notice';
import type { useCardForm } from './use-card-form';
import './payment.css';

interface CardField {
  key: keyof CardFormValues;
  name: string;
  label: string;
  placeholder?: string;
  autoComplete: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  className?: string;
  /** The value kept for what was typed, given the one before. */
  format: (typed: string, before: string) => string;
}

const CARD_FIELDS: readonly CardField[] = [
  {
    key: 'number',
    name: 'cardNumber',
    label: 'payment.card.number',
    placeholder: 'payment.card.number.placeholder',
    autoComplete: 'cc-number',
    inputMode: 'numeric',
    className: 'card-fields__number',
    format: formatCardNumber,
  },
  {
    key: 'expiry',
    name: 'cardExpiry',
    label: 'payment.card.expiry',
    placeholder: 'payment.card.expiry.placeholder',
    autoComplete: 'cc-exp',
    inputMode: 'numeric',
    format: formatExpiry,
  },
  {
    key: 'cvc',
    name: 'cardCvc',
    label: 'payment.card.cvc',
    placeholder: 'payment.card.cvc.placeholder',
    autoComplete: 'cc-csc',
    inputMode: 'numeric',
    maxLength: 4,
    format: (typed) => typed.replace(/\D/g, ''),
  },
  {
    key: 'name',
    name: 'cardName',
    label: 'payment.card.name',
    autoComplete: 'cc-name',
    maxLength: 120,
    className: 'card-fields__name',
    format: (typed) => typed,
  },
];

/**
 * A test-mode checkout's card: the notice that no real money moves, then card number, expiry, security code and
 * name, kept by the form's `useCardForm`.
 */
export function CardFields({
  form: { card, setCard, errors },
}: {
  form: Pick<ReturnType<typeof useCardForm>, 'card' | 'setCard' | 'errors'>;
}) {
  const t = useTranslation();
  return (
    <>
      <TestModeNotice />
      <div className="card-fields">
        {CARD_FIELDS.map(({ key, label, placeholder, format, ...field }) => (
          <Input
            key={key}
            {...field}
            label={t(label)}
            placeholder={placeholder && t(placeholder)}
            value={card[key]}
            onChange={(event) => setCard({ ...card, [key]: format(event.target.value, card[key]) })}
            error={errors.fields[key]}
          />
        ))}
      </div>
    </>
  );
}

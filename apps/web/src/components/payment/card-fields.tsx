import { Input } from '@/components/ui/input';
import {
  formatCardNumber,
  formatExpiry,
  type CardErrors,
  type CardFormValues,
} from '@/lib/billing/card-form';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import './payment.css';

export interface CardFieldsProps {
  values: CardFormValues;
  onChange: (values: CardFormValues) => void;
  errors: CardErrors;
}

/** Card number, expiry, security code and name, as typed into a test-mode checkout. */
export function CardFields({ values, onChange, errors }: CardFieldsProps) {
  const t = useTranslation();
  const set = (changes: Partial<CardFormValues>) => onChange({ ...values, ...changes });

  return (
    <div className="card-fields">
      <Input
        className="card-fields__number"
        label={t('payment.card.number')}
        name="cardNumber"
        autoComplete="cc-number"
        inputMode="numeric"
        placeholder={t('payment.card.number.placeholder')}
        value={values.number}
        onChange={(event) => set({ number: formatCardNumber(event.target.value) })}
        error={errors.number}
      />
      <Input
        label={t('payment.card.expiry')}
        name="cardExpiry"
        autoComplete="cc-exp"
        inputMode="numeric"
        placeholder={t('payment.card.expiry.placeholder')}
        value={values.expiry}
        onChange={(event) => set({ expiry: formatExpiry(event.target.value, values.expiry) })}
        error={errors.expiry}
      />
      <Input
        label={t('payment.card.cvc')}
        name="cardCvc"
        autoComplete="cc-csc"
        inputMode="numeric"
        maxLength={4}
        placeholder={t('payment.card.cvc.placeholder')}
        value={values.cvc}
        onChange={(event) => set({ cvc: event.target.value.replace(/\D/g, '') })}
        error={errors.cvc}
      />
      <Input
        className="card-fields__name"
        label={t('payment.card.name')}
        name="cardName"
        autoComplete="cc-name"
        maxLength={120}
        value={values.name}
        onChange={(event) => set({ name: event.target.value })}
        error={errors.name}
      />
    </div>
  );
}

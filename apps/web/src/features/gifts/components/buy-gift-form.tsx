import type { Gift, GiftOptions } from '@crewcast/contracts/gifts';
import { GIFT_MESSAGE_MAX_LENGTH } from '@crewcast/contracts/constants/gifts';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { CardFields } from '@/components/payment/card-fields';
import { CheckoutSubmit } from '@/components/payment/checkout-submit';
import { useCardForm } from '@/components/payment/use-card-form';
import { usePurchase } from '@/components/payment/use-purchase';
import { Button, buttonClassName } from '@/components/ui/button';
import { CheckIcon } from '@/components/ui/icons';
import { Input } from '@/components/ui/input';
import { RadioGroup } from '@/components/ui/radio-group';
import { Textarea } from '@/components/ui/textarea';
import { useRadioChoices } from '@/components/ui/use-radio-choices';
import { formatMoney } from '@/lib/billing/money';
import { callMobileApp } from '@/lib/mobile-app-bridge';
import { useI18n, useTranslation } from '@/lib/i18n/i18n-provider';
import { countSlug } from '@/lib/i18n/translate';
import { useFocusOnMount } from '@/lib/use-focus-on-mount';
import { useBuyGift } from '../api/buy-gift';
import { useGiftPaths } from '../gift-paths';
import { GiftCode } from './gift-code';
import '@/components/ui/choice-card.css';
import '@/components/ui/icon-tile.css';

type Delivery = 'email' | 'code';

type GiftFieldErrors = Partial<Record<'months' | 'recipientEmail' | 'message', string>>;

/** The gift's own fields the server may refuse, in the member's words. */
const GIFT_ERROR_RULES = {
  fields: { months: 'months', recipientEmail: 'recipientEmail', message: 'message' },
  fieldSlugs: {
    months: 'gift.buy.error.months',
    recipientEmail: 'form.invalidEmail',
    message: 'gift.buy.error.message',
  },
};

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Buys a gift subscription: how long, how it reaches the recipient, a message, and (test mode) the card. */
export function BuyGiftForm({ options }: { options: GiftOptions }) {
  const [bought, setBought] = useState<Gift | null>(null);
  // After "Buy another gift" the new form takes the focus the vanished button had.
  const [another, setAnother] = useState(false);
  return bought ? (
    <GiftBought
      gift={bought}
      onAnother={() => {
        setBought(null);
        setAnother(true);
      }}
    />
  ) : (
    <GiftPurchaseForm options={options} onBought={setBought} focusFirst={another} />
  );
}

function GiftPurchaseForm({
  options,
  onBought,
  focusFirst,
}: {
  options: GiftOptions;
  onBought: (gift: Gift) => void;
  focusFirst: boolean;
}) {
  const { t, locale } = useI18n();
  const chosenRef = useFocusOnMount<HTMLInputElement>(focusFirst);
  const buy = useBuyGift();
  const { formRef, ...cardForm } = useCardForm({
    testMode: options.testMode,
    what: 'Buying a gift',
    rules: GIFT_ERROR_RULES,
  });
  const purchase = usePurchase({
    send: buy.mutateAsync,
    onComplete: ({ gift }) => {
      callMobileApp('complete');
      onBought(gift);
    },
    onFailure: (error) => cardForm.showRequestError(error),
  });
  const [months, setMonths] = useState<number | null>(options.options[0]?.months ?? null);
  const monthRadio = useRadioChoices(months, setMonths);
  const [delivery, setDelivery] = useState<Delivery>('email');
  const [recipientEmail, setRecipientEmail] = useState('');
  const [message, setMessage] = useState('');
  const errors: GiftFieldErrors = cardForm.errors.fields;
  const failure = cardForm.errors.form ?? null;
  const option = options.options.find((candidate) => candidate.months === months) ?? null;
  const price = option ? formatMoney(option.priceCents, option.currency, locale) : null;

  function checkFields(): GiftFieldErrors {
    const found: GiftFieldErrors = {};
    if (!option) found.months = t('gift.buy.error.months');
    if (delivery === 'email') {
      if (!recipientEmail.trim()) found.recipientEmail = t('form.required');
      else if (!EMAIL_PATTERN.test(recipientEmail.trim())) found.recipientEmail = t('form.invalidEmail');
    }
    return found;
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (purchase.isBusy()) return;
    const cardInput = cardForm.check(checkFields());
    if (!option || cardInput === false) return;
    await purchase.submit({
      months: option.months,
      recipientEmail: delivery === 'email' ? recipientEmail.trim() : undefined,
      message: message.trim(),
      card: cardInput,
    });
  }

  return (
    <form
      ref={formRef}
      className="gift-form"
      noValidate
      onSubmit={handleSubmit}
      aria-label={t('gift.buy.title')}
    >
      <fieldset className="gift-months">
        <legend className="gift-form__legend">{t('gift.buy.months')}</legend>
        <div className="tile-grid tile-grid--small gift-months__options">
          {options.options.map((choice) => {
            const input = monthRadio(choice.months);
            return (
              <div key={choice.months} className="gift-month choice-card">
                <input
                  {...input}
                  ref={input.checked ? chosenRef : undefined}
                  className="gift-month__control choice-card__control"
                />
                <label className="gift-month__card choice-card__face" htmlFor={input.id}>
                  <span className="gift-month__length">
                    {t(countSlug('gift.months', choice.months), choice.months)}
                  </span>
                  <span className="gift-month__price">
                    {formatMoney(choice.priceCents, choice.currency, locale)}
                  </span>
                  <CheckIcon className="gift-month__check" />
                </label>
              </div>
            );
          })}
        </div>
        {errors.months && <p className="field__error">{errors.months}</p>}
      </fieldset>

      <RadioGroup<Delivery>
        legend={t('gift.buy.delivery')}
        name="delivery"
        value={delivery}
        onChange={setDelivery}
        options={[
          {
            value: 'email',
            label: t('gift.buy.delivery.email'),
            description: t('gift.buy.delivery.email.hint'),
          },
          {
            value: 'code',
            label: t('gift.buy.delivery.code'),
            description: t('gift.buy.delivery.code.hint'),
          },
        ]}
      />
      {delivery === 'email' && (
        <Input
          label={t('gift.buy.recipientEmail')}
          type="email"
          name="recipientEmail"
          autoComplete="off"
          value={recipientEmail}
          onChange={(event) => setRecipientEmail(event.target.value)}
          error={errors.recipientEmail}
        />
      )}
      <Textarea
        label={t('gift.buy.message')}
        hint={t(
          countSlug('gift.buy.message.hint', GIFT_MESSAGE_MAX_LENGTH - message.length),
          GIFT_MESSAGE_MAX_LENGTH - message.length,
        )}
        name="message"
        maxLength={GIFT_MESSAGE_MAX_LENGTH}
        value={message}
        onChange={(event) => setMessage(event.target.value)}
        error={errors.message}
      />

      {options.testMode ? (
        <fieldset className="gift-form__payment">
          <legend className="gift-form__legend">{t('gift.buy.payment')}</legend>
          <CardFields form={cardForm} />
        </fieldset>
      ) : (
        <p className="gift-form__note">{t('payment.checkout.provider')}</p>
      )}

      <CheckoutSubmit
        failure={failure}
        pending={buy.isPending || purchase.leaving}
        className="gift-form__submit"
      >
        {options.testMode && price ? t('gift.buy.submit', price) : t('payment.submit.provider')}
      </CheckoutSubmit>
    </form>
  );
}

function GiftBought({ gift, onAnother }: { gift: Gift; onAnother: () => void }) {
  const t = useTranslation();
  const paths = useGiftPaths();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <div className="gift-bought">
      <CheckIcon className="icon-tile icon-tile--accent icon-tile--round gift-bought__icon" />
      <h3 className="gift-bought__title" ref={headingRef} tabIndex={-1}>
        {t('gift.bought.title')}
      </h3>
      <p className="gift-bought__body">
        {gift.recipientEmail
          ? t('gift.bought.emailed', gift.recipientEmail)
          : t('gift.bought.code', t(countSlug('gift.months', gift.months), gift.months))}
      </p>
      <GiftCode gift={gift} />
      <div className="gift-bought__actions">
        <Link className={buttonClassName('secondary')} to={paths.gift(gift.id)}>
          {t('gift.bought.details')}
        </Link>
        <Button variant="ghost" onClick={onAnother}>
          {t('gift.bought.another')}
        </Button>
      </div>
    </div>
  );
}

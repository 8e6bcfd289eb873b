import type { CardInput } from '@crewcast/contracts/billing';
import { useRef, useState } from 'react';
import { CARD_ERROR_RULES, checkCard, EMPTY_CARD, type CardFormValues } from '@/lib/billing/card-form';
import { logUnexpected, requestErrors, type ErrorRules, type FormErrors } from '@/lib/errors/request-errors';
import { useTranslation } from '@/lib/i18n/i18n-provider';
import { showFieldErrors } from '@/lib/show-field-errors';

const NO_ERRORS: FormErrors = { fields: {} };

export interface CardFormOptions {
  /** The test provider takes the card in the form; Stripe takes it on its own page. */
  testMode: boolean;
  /** What the form calls itself in the console when a request fails unexpectedly. */
  what: string;
  /** The form's other fields the server may refuse, beside the card's. */
  rules?: Pick<ErrorRules, 'fields' | 'fieldSlugs'>;
}

/**
 * A checkout's card and its errors, the same in every checkout: the card is checked before it is sent, the
 * server's refusals land next to the fields or above the button, and focus moves to the first field in error.
 */
export function useCardForm({ testMode, what, rules }: CardFormOptions) {
  const t = useTranslation();
  const formRef = useRef<HTMLFormElement>(null);
  const [card, setCard] = useState<CardFormValues>(EMPTY_CARD);
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS);

  function show(next: FormErrors) {
    if (formRef.current) showFieldErrors(formRef.current, () => setErrors(next));
    else setErrors(next);
  }

  /**
   * Checks the card (in test mode) with the form's own `fieldErrors`: false when something is shown to fix, or
   * else the card to send (undefined when the provider takes it).
   */
  function check(fieldErrors: Record<string, string> = {}): CardInput | undefined | false {
    const checked = testMode ? checkCard(card, t, new Date()) : null;
    const found = { ...fieldErrors, ...checked?.errors };
    if (Object.keys(found).length > 0) {
      show({ fields: found });
      return false;
    }
    setErrors(NO_ERRORS);
    return checked?.card ?? undefined;
  }

  function showRequestError(error: unknown) {
    logUnexpected(error, what);
    show(
      requestErrors(error, t, {
        ...CARD_ERROR_RULES,
        fields: { ...CARD_ERROR_RULES.fields, ...rules?.fields },
        fieldSlugs: { ...CARD_ERROR_RULES.fieldSlugs, ...rules?.fieldSlugs },
      }),
    );
  }

  function reset() {
    setCard(EMPTY_CARD);
    setErrors(NO_ERRORS);
  }

  return { formRef, card, setCard, errors, check, showRequestError, reset };
}

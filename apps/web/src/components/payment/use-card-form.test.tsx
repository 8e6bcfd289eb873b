import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { fill } from '@/testing/fill';
import { translations } from '@/testing/fixtures';
import { renderStarted } from '@/testing/render-app';
import { CardFields } from './card-fields';
import { useCardForm } from './use-card-form';

const STRINGS = translations({
  'payment.card.number': 'Card number',
  'payment.card.expiry': 'Expiry date',
  'payment.card.cvc': 'Security code',
  'payment.card.name': 'Name on card',
});

/** A checkout whose server answers `answer`; what it was sent is listed under the form. */
function Checkout({ answer }: { answer: unknown }) {
  const { formRef, ...cardForm } = useCardForm({ testMode: true, what: 'Test checkout' });
  const { errors, check, showRequestError } = cardForm;
  const [sent, setSent] = useState<string[]>([]);
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const cardInput = check();
    if (cardInput === false) return;
    setSent((before) => [...before, cardInput?.number ?? '']);
    showRequestError(answer);
  }
  return (
    <form ref={formRef} noValidate onSubmit={submit}>
      <CardFields form={cardForm} />
      {errors.form && <p role="alert">{errors.form}</p>}
      <button type="submit">Pay</button>
      <output>{sent.join(',')}</output>
    </form>
  );
}

describe('the card form of every checkout', () => {
  it('checks the card before sending it and focuses the first field in error', async () => {
    renderStarted(<Checkout answer={null} />, { strings: STRINGS });
    await fill(screen.getByLabelText('Security code'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    const number = screen.getByLabelText('Card number');
    expect(number.getAttribute('aria-invalid')).toBe('true');
    expect(document.activeElement).toBe(number);
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('puts the server’s refusal of a field next to it, in the member’s words, with focus on it', async () => {
    const expired = new ApiError(400, {
      error: 'VALIDATION',
      message: 'Your card has expired.',
      fields: { 'card.expMonth': ['Your card has expired.'] },
    });
    renderStarted(<Checkout answer={expired} />, { strings: STRINGS });
    await fill(screen.getByLabelText('Card number'), '4242424242424242');
    await fill(screen.getByLabelText('Expiry date'), '12 / 40');
    await fill(screen.getByLabelText('Security code'), '123');
    await fill(screen.getByLabelText('Name on card'), 'Ada Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));

    expect(screen.getByRole('status').textContent).toBe('4242424242424242');
    const expiry = screen.getByLabelText('Expiry date');
    expect(document.activeElement).toBe(expiry);
    expect(screen.getByText('[]payment.card.error.expired')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says a decline above the button', async () => {
    const declined = new ApiError(402, { error: 'PAYMENT_DECLINED', message: 'Your card was declined.' });
    renderStarted(<Checkout answer={declined} />, { strings: STRINGS });
    await fill(screen.getByLabelText('Card number'), '4000000000000002');
    await fill(screen.getByLabelText('Expiry date'), '12 / 40');
    await fill(screen.getByLabelText('Security code'), '123');
    await fill(screen.getByLabelText('Name on card'), 'Ada Lovelace');
    await userEvent.click(screen.getByRole('button', { name: 'Pay' }));
    expect(screen.getByRole('alert').textContent).toBe('[]payment.error.declined');
  });
});

import { flushSync } from 'react-dom';

/**
 * Puts a form's field errors on screen at once, then moves focus to the first field in error, so the member
 * (and a screen reader) lands on what needs fixing.
 */
export function showFieldErrors(form: HTMLFormElement, update: () => void): void {
  flushSync(update);
  form.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
}

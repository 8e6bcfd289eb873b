import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CodeInput, Input } from './input';

describe('Input', () => {
  it('is named by its label and described by its hint', () => {
    render(<Input label="Discount code" hint="Letters and numbers only" />);
    const input = screen.getByRole('textbox', { name: 'Discount code' });
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('Letters and numbers only').id);
  });

  it('shows its error next to the field and marks the field invalid', () => {
    render(<Input label="Email" error="Invalid Email or Password." />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('aria-describedby')).toBe(screen.getByText('Invalid Email or Password.').id);
  });

  it('takes a gift or discount code in capitals, unchecked and unremembered, up to 64 characters', () => {
    render(<CodeInput label="Gift code" />);
    const input = screen.getByRole('textbox', { name: 'Gift code' });
    expect(input.getAttribute('autocapitalize')).toBe('characters');
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(input.getAttribute('spellcheck')).toBe('false');
    expect(input.getAttribute('maxlength')).toBe('64');
  });
});

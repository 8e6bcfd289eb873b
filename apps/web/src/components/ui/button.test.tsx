import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button, IconButton } from './button';

describe('Button', () => {
  it('shows a spinner and ignores further presses while its request runs', async () => {
    let finish = () => {};
    const onClick = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<Button onClick={onClick}>Apply Discount</Button>);
    const button = screen.getByRole('button', { name: 'Apply Discount' });

    await userEvent.click(button);
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(button.getAttribute('aria-disabled')).toBe('true');

    finish();
    await vi.waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(2);
  });

  it('ignores presses while pending or disabled', async () => {
    const onClick = vi.fn();
    const { rerender } = render(
      <Button pending onClick={onClick}>
        Save
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    rerender(
      <Button disabled onClick={onClick}>
        Save
      </Button>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onClick).not.toHaveBeenCalled();
  });

  it('names an icon-only button by its label, in the quiet icon style', () => {
    render(
      <IconButton label="Close" className="dialog__close">
        <svg aria-hidden="true" />
      </IconButton>,
    );
    const button = screen.getByRole('button', { name: 'Close' });
    expect(button.className).toBe('button button--ghost button--icon dialog__close');
  });
});

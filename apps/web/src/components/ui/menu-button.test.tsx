import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderStarted } from '@/testing/render-app';
import { MenuButton } from './menu-button';

function renderMenu() {
  const remove = vi.fn();
  const ban = vi.fn();
  renderStarted(
    <MenuButton
      label="Moderate"
      icon={<span>…</span>}
      actions={[
        { label: 'Delete', onSelect: remove },
        { label: 'Ban', onSelect: ban, tone: 'danger' },
      ]}
    />,
  );
  return { remove, ban };
}

describe('MenuButton', () => {
  it('opens on the first action, moves with the arrow keys and runs the chosen one', async () => {
    const { ban } = renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Moderate' }));
    expect(screen.getByRole('button', { name: 'Moderate' }).getAttribute('aria-expanded')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Delete' }));

    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Ban' }));
    await userEvent.keyboard('{Enter}');
    expect(ban).toHaveBeenCalledOnce();
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Moderate' }));
  });

  it('closes with Escape, giving focus back to its button', async () => {
    const { remove } = renderMenu();
    await userEvent.click(screen.getByRole('button', { name: 'Moderate' }));
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Moderate' }));
    expect(remove).not.toHaveBeenCalled();
  });
});

import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderStarted } from '@/testing/render-app';
import { Dialog } from './dialog';

function DialogDemo() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button onClick={() => setOpen(true)}>Open</button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        title="Remove device"
        description="The device will be signed out."
        actions={<button onClick={() => setOpen(false)}>Remove</button>}
      >
        <input aria-label="Reason" />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('takes focus when it opens, keeps Tab inside, and closes with Escape, returning focus', async () => {
    const user = userEvent.setup();
    renderStarted(<DialogDemo />);
    const opener = screen.getByRole('button', { name: 'Open' });
    await user.click(opener);

    const dialog = screen.getByRole('dialog', { name: 'Remove device' });
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Reason' }));

    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove' }));
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '[]common.close' }));
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Remove' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes from its close button', async () => {
    renderStarted(<DialogDemo />);
    await userEvent.click(screen.getByRole('button', { name: 'Open' }));
    await userEvent.click(screen.getByRole('button', { name: '[]common.close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

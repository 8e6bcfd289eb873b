import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderStarted } from '@/testing/render-app';
import { ConfirmProvider, useConfirm } from './confirm-dialog';

function AsksFirst() {
  const confirm = useConfirm();
  const [answer, setAnswer] = useState('none');
  return (
    <>
      <button onClick={async () => setAnswer(String(await confirm({ title: 'Delete this device?' })))}>
        Delete
      </button>
      <output>{answer}</output>
    </>
  );
}

describe('confirm dialog', () => {
  it.each([
    ['[]common.confirm', 'true'],
    ['[]common.cancel', 'false'],
  ])('answers the question with the button pressed (%s)', async (buttonName, answer) => {
    renderStarted(
      <ConfirmProvider>
        <AsksFirst />
      </ConfirmProvider>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete this device?' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: buttonName }));
    expect(screen.getByRole('status').textContent).toBe(answer);
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

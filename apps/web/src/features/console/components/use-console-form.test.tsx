import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { renderStarted } from '@/testing/render-app';
import { ConsoleForm } from './console-form';
import { staffErrorRules } from './staff-error-rules';
import { useConsoleForm } from './use-console-form';

function ShowForm({ submit }: { submit: (values: { title: string; slug: string }) => Promise<void> }) {
  const form = useConsoleForm({
    initial: { title: 'Pilot', slug: 'pilot' },
    rules: staffErrorRules('console.catalog.failed', ['title', 'slug']),
    validate: ({ title }) => (title.trim() ? undefined : { title: 'A title is needed' }),
    submit,
    what: 'Saving a show',
  });
  return (
    <ConsoleForm form={form} className="form" submitLabel="Save">
      <Input label="Title" {...form.field('title')} />
      <Input label="Address" {...form.field('slug')} />
      <p>{form.dirty ? 'Unsaved changes' : 'Saved'}</p>
    </ConsoleForm>
  );
}

const refusal = (fields: Record<string, string[]>, message = 'Check the fields') =>
  new ApiError(400, { error: 'VALIDATION_ERROR', message, fields });

describe('useConsoleForm', () => {
  it("shows the server's field errors and moves focus to the first field in error", async () => {
    const submit = vi.fn(async () => {
      throw refusal({ slug: ['That address is taken'], title: ['Too long'] });
    });
    renderStarted(<ShowForm submit={submit} />);
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const title = await screen.findByRole('textbox', { name: 'Title' });
    await waitFor(() => expect(document.activeElement).toBe(title));
    expect(screen.getByText('Too long')).toBeTruthy();
    expect(screen.getByText('That address is taken')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Address' }).getAttribute('aria-invalid')).toBe('true');
  });

  it('checks its own rules before asking the server', async () => {
    const submit = vi.fn(async () => undefined);
    renderStarted(<ShowForm submit={submit} />);
    await userEvent.clear(screen.getByRole('textbox', { name: 'Title' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A title is needed')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Title' }));
    expect(submit).not.toHaveBeenCalled();
  });

  it("shows a refusal without fields as the whole form's message", async () => {
    renderStarted(
      <ShowForm
        submit={async () => {
          throw new ApiError(409, { error: 'CONFLICT', message: 'The show changed meanwhile' });
        }}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect((await screen.findByRole('alert')).textContent).toBe('The show changed meanwhile');
  });

  it('knows when something differs from what was last saved', async () => {
    const submit = vi.fn(async () => undefined);
    renderStarted(<ShowForm submit={submit} />);
    expect(screen.getByText('Saved')).toBeTruthy();
    await userEvent.type(screen.getByRole('textbox', { name: 'Title' }), ' 2');
    expect(screen.getByText('Unsaved changes')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved')).toBeTruthy();
    expect(submit).toHaveBeenCalledWith({ title: 'Pilot 2', slug: 'pilot' });
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { englishStrings } from '../../../server/src/modules/localisation/strings.en';
import { StartUpFailed } from './start-up-failed';

describe('the start-up-failed screen', () => {
  it('speaks English from strings.en.ts when no strings could be loaded, and retries', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onRetry = vi.fn(async () => {});
    render(
      <QueryClientProvider client={new QueryClient()}>
        <StartUpFailed error={new Error('offline')} onRetry={onRetry} />
      </QueryClientProvider>,
    );
    const title = englishStrings['startUp.failed.title']!.replace('|0', englishStrings['app.name']!);
    expect(screen.getByRole('heading', { name: title })).toBeTruthy();
    expect(screen.getByText(englishStrings['startUp.failed.body']!)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: englishStrings['common.retry'] }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});

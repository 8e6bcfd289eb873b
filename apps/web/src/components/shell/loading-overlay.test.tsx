import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderStarted } from '@/testing/render-app';
import { LoadingOverlayProvider, useLoadingOverlay } from './loading-overlay';

let release: (value: string) => void = () => {};
const work = () => new Promise<string>((resolve) => (release = resolve));

function StartsWork({ onResult }: { onResult: (result: string) => void }) {
  const track = useLoadingOverlay();
  return <button onClick={() => void track(work()).then(onResult)}>Pay</button>;
}

describe('loading overlay', () => {
  it('covers the page while tracked work runs and passes its result through', async () => {
    const results: string[] = [];
    renderStarted(
      <LoadingOverlayProvider>
        <StartsWork onResult={(result) => results.push(result)} />
      </LoadingOverlayProvider>,
    );
    expect(screen.queryByRole('status', { name: '[]common.loading' })).toBeNull();

    act(() => screen.getByRole('button', { name: 'Pay' }).click());
    expect(screen.getByRole('status', { name: '[]common.loading' })).toBeTruthy();

    await act(async () => release('paid'));
    expect(screen.queryByRole('status', { name: '[]common.loading' })).toBeNull();
    expect(results).toEqual(['paid']);
  });
});

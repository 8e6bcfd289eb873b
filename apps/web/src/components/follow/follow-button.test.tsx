import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ToastProvider } from '@/components/shell/toast';
import { fakeApi } from '@/testing/fake-api';
import { translations } from '@/testing/fixtures';
import { renderStarted } from '@/testing/render-app';
import { logIn, MEMBER_ROUTES } from '@/testing/session';
import { FollowButton } from './follow-button';

const strings = translations({
  'follow.follow': 'Follow',
  'follow.following': 'Following',
  'follow.label': 'Follow |0',
  'follow.started': 'You follow |0.',
  'follow.stopped': 'You no longer follow |0.',
});

describe('the follow button', () => {
  it('shows whether the member follows the show, and follows it when pressed', async () => {
    logIn();
    const api = fakeApi({
      ...MEMBER_ROUTES,
      'GET /v1/follows': { showIds: [], livestream: false },
      'PUT /v1/follows/shows/7': { following: true },
    });
    renderStarted(
      <ToastProvider>
        <FollowButton target={{ showId: 7 }} name="Night Shift" />
      </ToastProvider>,
      { strings },
    );
    const button = await screen.findByRole('button', { name: 'Follow Night Shift' });
    expect(button.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(button);
    await waitFor(() => expect(button.getAttribute('aria-pressed')).toBe('true'));
    expect(button.textContent).toBe('Following');
    expect(await screen.findByText('You follow Night Shift.')).toBeTruthy();
    expect(api.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true);
  });

  it('is not shown to visitors, and asks nothing of the server', () => {
    const api = fakeApi({ 'GET /v1/follows': { showIds: [], livestream: false } });
    renderStarted(
      <ToastProvider>
        <FollowButton target="livestream" name="Live" />
      </ToastProvider>,
      { strings },
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(api.mock.calls.some(([input]) => String(input).includes('/v1/follows'))).toBe(false);
  });
});

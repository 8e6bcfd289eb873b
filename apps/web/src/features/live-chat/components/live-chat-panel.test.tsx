import type { ChatMessage } from '@crewcast/contracts/realtime';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { ShellProviders } from '@/app/shell/shell-providers';
import { RealtimeProvider } from '@/lib/realtime/realtime-context';
import { fakeApi, requestedPaths } from '@/testing/fake-api';
import { translations } from '@/testing/fixtures';
import { createMemoryConnection } from '@/testing/realtime';
import { renderStarted } from '@/testing/render-app';
import { logIn, MEMBER_ROUTES } from '@/testing/session';
import { LiveChatPanel } from './live-chat-panel';

const STREAM = '6f1f5f3e-1d7e-4a47-9a53-3c1f4b1d2a10';
const HISTORY_PATH = `/v2/livestream/chat/${STREAM}`;

function message(id: number, text: string): ChatMessage {
  return {
    id,
    livestreamId: STREAM,
    message: text,
    author: { userId: 'u2', displayName: 'Grace', accountType: 0, badges: ['/badges/annual.png'] },
    created: '2026-11-24T09:00:00.000Z',
  };
}

const strings = translations({
  'liveChat.log': 'Chat messages',
  'liveChat.announcement': 'Announcement',
  'liveChat.send': 'Send',
  'liveChat.input.label': 'Send a message',
  'liveChat.viewers.other': '|0 watching',
  'author.badge': '|0 badge',
  'realtime.error.slowMode.wait': 'Slow mode is on: you can send again in |0.',
  'realtime.wait.seconds': '|0 s',
});

function renderPanel(connection: ReturnType<typeof createMemoryConnection>['connection']) {
  return renderStarted(
    <MemoryRouter>
      <ShellProviders>
        <RealtimeProvider connection={connection}>
          <LiveChatPanel livestreamId={STREAM} />
        </RealtimeProvider>
      </ShellProviders>
    </MemoryRouter>,
    { strings },
  );
}

const log = () => screen.getByRole('log', { name: 'Chat messages' });

describe('the live chat panel', () => {
  beforeEach(() => logIn());

  it('shows the history, joins the room, adds pushed batches and takes out deleted messages', async () => {
    fakeApi({
      ...MEMBER_ROUTES,
      [HISTORY_PATH]: { messages: [message(1, 'first')], slowModeSeconds: 0, restriction: null },
    });
    const realtime = createMemoryConnection(() => ({ ok: true, viewers: 12 }));
    renderPanel(realtime.connection);

    expect(await within(await screen.findByRole('log')).findByText('first')).toBeTruthy();
    expect(realtime.request).toHaveBeenCalledWith('livestream', { type: 'ping', livestreamId: STREAM });
    expect(await screen.findByText('12 watching')).toBeTruthy();
    expect(within(log()).getByRole('img', { name: 'annual badge' })).toBeTruthy();

    act(() =>
      realtime.push('livestream', {
        type: 'messages',
        livestreamId: STREAM,
        messages: [message(2, '<b>second</b>'), message(1, 'first')],
      }),
    );
    expect(within(log()).getByText('<b>second</b>')).toBeTruthy();
    expect(within(log()).getAllByText('first')).toHaveLength(1);

    act(() => realtime.push('livestream', { type: 'deleted', livestreamId: STREAM, messageIds: [1] }));
    expect(within(log()).queryByText('first')).toBeNull();
  });

  it('shows the site’s own announcement as such, with no member named', async () => {
    const win = { ...message(3, 'BINGO! Grace got a full line.'), author: null };
    fakeApi({
      ...MEMBER_ROUTES,
      [HISTORY_PATH]: { messages: [win], slowModeSeconds: 0, restriction: null },
    });
    renderPanel(createMemoryConnection(() => ({ ok: true, viewers: 1 })).connection);

    const line = (await within(await screen.findByRole('log')).findByText(win.message)).closest('li');
    expect(line?.className).toContain('chat-message--announcement');
    expect(within(line as HTMLElement).getByText('Announcement')).toBeTruthy();
  });

  it('asks for what it missed after a reconnect and shows each message once', async () => {
    const api = fakeApi({
      ...MEMBER_ROUTES,
      [HISTORY_PATH]: { messages: [message(1, 'first')], slowModeSeconds: 0, restriction: null },
      [`${HISTORY_PATH}?after=1`]: {
        messages: [message(2, 'while away'), message(3, 'also away')],
        slowModeSeconds: 0,
        restriction: null,
      },
    });
    const realtime = createMemoryConnection(() => ({ ok: true, viewers: 2 }));
    renderPanel(realtime.connection);
    expect(await within(await screen.findByRole('log')).findByText('first')).toBeTruthy();

    act(() => realtime.setState('reconnecting'));
    act(() =>
      realtime.push('livestream', {
        type: 'messages',
        livestreamId: STREAM,
        messages: [message(3, 'also away')],
      }),
    );
    act(() => realtime.setState('connected'));

    expect(await within(log()).findByText('while away')).toBeTruthy();
    expect(within(log()).getAllByText('also away')).toHaveLength(1);
    expect(requestedPaths(api)).toContain(`${HISTORY_PATH}?after=1`);
  });

  it('says in words why a message was refused, with the wait', async () => {
    fakeApi({ ...MEMBER_ROUTES, [HISTORY_PATH]: { messages: [], slowModeSeconds: 30, restriction: null } });
    const realtime = createMemoryConnection((_event, request) =>
      request.type === 'message'
        ? { ok: false, error: 'SLOW_MODE', message: 'Slow mode', retryAfterSeconds: 12 }
        : { ok: true, viewers: 1 },
    );
    renderPanel(realtime.connection);

    await userEvent.type(await screen.findByLabelText('Send a message'), 'hello again');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));

    expect((await screen.findByRole('alert')).textContent).toBe(
      'Slow mode is on: you can send again in 12 s.',
    );
    expect(screen.getByLabelText<HTMLInputElement>('Send a message').value).toBe('hello again');
  });
});

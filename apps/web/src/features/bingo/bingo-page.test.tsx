import type { BingoCard, BingoGame } from '@crewcast/contracts/bingo';
import { act, screen, waitFor, within } from '@testing-library/react';
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
import { BingoPage } from './bingo-page';

const strings = translations({
  'bingo.noActiveGames': 'There are no active games.',
  'bingo.card.label': 'Your card for |0',
  'bingo.card.grid': 'Card squares',
  'bingo.create.start': 'Start New Game',
  'bingo.create.layout': 'Layout',
  'bingo.win.title': 'Bingo!',
  'bingo.win.close': 'Close',
  'bingo.games.live': 'Live',
});

const GAME: BingoGame = {
  gameId: 7,
  bingoId: 1,
  name: 'Stream night',
  started: '2026-11-24T10:00:00.000Z',
  ended: null,
  active: true,
};

function card(flipped: number[] = [], bingo = false): BingoCard {
  return {
    id: 3,
    bingoId: 1,
    gameId: 7,
    bingo,
    active: true,
    choices: Array.from({ length: 25 }, (_, index) => ({
      id: 100 + index,
      word: index === 12 ? 'FREE' : `Word ${index}`,
      flipped: index === 12 || flipped.includes(index),
      disabled: index === 12 || bingo,
    })),
  };
}

const CARD_ROUTES = {
  'GET /v1/bingo/1/7': card(),
  'GET /v1/bingo/1/layout': { name: 'Stream night', bannerImage: '', backgroundImage: '' },
};

function renderBingo() {
  const realtime = createMemoryConnection(() => ({ ok: true }));
  renderStarted(
    <MemoryRouter>
      <ShellProviders>
        <RealtimeProvider connection={realtime.connection}>
          <BingoPage />
        </RealtimeProvider>
      </ShellProviders>
    </MemoryRouter>,
    { strings },
  );
  return realtime;
}

const squares = () => within(screen.getByRole('group', { name: 'Card squares' })).getAllByRole('button');

describe('the bingo page (SPEC sections 2 and 4)', () => {
  beforeEach(() => logIn());

  it('says there are no active games, then opens the card of a game announced live', async () => {
    fakeApi({ ...MEMBER_ROUTES, ...CARD_ROUTES, 'GET /v1/bingo/': { games: [] } });
    const realtime = renderBingo();
    expect(await screen.findByText('There are no active games.')).toBeTruthy();
    act(() => realtime.push('bingo', { type: 'new-game', game: GAME }));
    expect(await screen.findByRole('heading', { name: 'Your card for Stream night' })).toBeTruthy();
    await waitFor(() => expect(squares()).toHaveLength(25));
    expect(screen.queryByText('There are no active games.')).toBeNull();
    expect(screen.getByRole('button', { name: /^Stream night\s*Live/ })).toBeTruthy();
  });

  it('disables a square until the server answers, and shows the win overlay, which closes', async () => {
    let answer: (value: unknown) => void = () => undefined;
    fakeApi({
      ...MEMBER_ROUTES,
      ...CARD_ROUTES,
      'GET /v1/bingo/': { games: [GAME] },
      'POST /v1/bingo/1/7/flip/100': () => new Promise((resolve) => (answer = resolve)),
    });
    renderBingo();
    await waitFor(() => expect(squares()).toHaveLength(25));
    const square = squares()[0] as HTMLButtonElement;
    await userEvent.click(square);
    await waitFor(() => expect(square.disabled).toBe(true));
    expect(screen.queryByRole('dialog', { name: 'Bingo!' })).toBeNull();
    answer({ bingo: true, card: card([0, 1, 2, 3, 4], true) });
    const overlay = await screen.findByRole('dialog', { name: 'Bingo!' });
    expect(overlay.textContent).toContain('BINGO');
    expect((squares()[0] as HTMLButtonElement).getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(within(overlay).getAllByRole('button', { name: 'Close' }).at(-1) as HTMLElement);
    expect(screen.queryByRole('dialog', { name: 'Bingo!' })).toBeNull();
  });

  it('offers game creation to accounts above Free only', async () => {
    const creatorInfo = { ...MEMBER_ROUTES['GET /v1/userinfo/query'], accountType: 3 };
    const fetchMock = fakeApi({
      ...MEMBER_ROUTES,
      'GET /v1/userinfo/query': creatorInfo,
      'GET /v1/bingo/': { games: [] },
      'GET /v1/bingocreator/layouts': { layouts: [{ id: 1, name: 'Stream night' }] },
    });
    renderBingo();
    expect(await screen.findByRole('button', { name: 'Start New Game' })).toBeTruthy();
    expect((screen.getByLabelText('Layout') as HTMLSelectElement).value).toBe('1');
    expect(requestedPaths(fetchMock)).toContain('/v1/bingocreator/layouts');
  });

  it.each([
    ['Normal', 0],
    ['Free', 1],
  ])('keeps game creation away from %s accounts', async (_, accountType) => {
    const info = { ...MEMBER_ROUTES['GET /v1/userinfo/query'], accountType };
    const fetchMock = fakeApi({
      ...MEMBER_ROUTES,
      'GET /v1/userinfo/query': info,
      'GET /v1/bingo/': { games: [] },
    });
    renderBingo();
    await screen.findByText('There are no active games.');
    await waitFor(() => expect(requestedPaths(fetchMock)).toContain('/v1/userinfo/query?select='));
    expect(screen.queryByRole('button', { name: 'Start New Game' })).toBeNull();
    expect(requestedPaths(fetchMock)).not.toContain('/v1/bingocreator/layouts');
  });
});

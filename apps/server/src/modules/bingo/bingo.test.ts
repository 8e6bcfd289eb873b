import { AccountType } from '@crewcast/contracts/account';
import {
  BINGO_FREE_CELL,
  type AdminBingoGame,
  type BingoCard,
  type BingoGame,
  type BingoPush,
  type FlipResult,
} from '@crewcast/contracts/bingo';
import type { LivestreamPush } from '@crewcast/contracts/realtime';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedAccount } from '../account/create-account';
import { bearer, device, guardedPost, registerMember, requestAs, type TestMember } from '../../test/members';
import { ask, connectMember, listen, nextPush, staffMember } from '../../test/realtime';
import { createTestApp, type TestContext } from '../../test/test-app';
import { livestreams } from '../live/live.schema';
import { BINGO_LINES } from './bingo-rules';
import { DEMO_BINGO_LAYOUT } from './bingo.seed';

let ctx: TestContext;
let baseUrl: string;
let creator: TestMember;
let official: TestMember;
const sockets: Socket[] = [];

beforeAll(async () => {
  ctx = await createTestApp({ TRUST_PROXY: '1', ACCOUNT_RATE_LIMIT_MAX: '1000', CHAT_BATCH_MS: '50' });
  baseUrl = await listen(ctx);
  creator = await staffMember(ctx, AccountType.Creator);
  official = await staffMember(ctx, AccountType.Official);
});
afterAll(async () => {
  for (const socket of sockets) socket.close();
  await ctx.close();
});

const DEMO_LAYOUT_ID = 1;

async function socketOf(who: TestMember): Promise<Socket> {
  const socket = await connectMember(baseUrl, who);
  sockets.push(socket);
  return socket;
}

function call(who: TestMember | undefined, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) {
  return ctx.app.inject({ method, url, payload, headers: who ? bearer(who.tokens.token) : {} });
}

async function freeAccount(): Promise<TestMember> {
  const suffix = Date.now().toString(36);
  const email = `free-${suffix}@crewcast.test`;
  const password = 'free account password';
  await createVerifiedAccount(ctx.database.db, {
    email,
    displayName: `free_${suffix}`,
    password,
    accountType: AccountType.Free,
  });
  const dev = device();
  const login = await guardedPost(ctx.app, '/v2/account/login', 'login', { email, password, device: dev });
  return {
    email,
    password,
    displayName: `free_${suffix}`,
    tokens: login.json(),
    deviceIdentifier: dev.deviceIdentifier,
  };
}

async function startGame(who: TestMember = creator, layoutId = DEMO_LAYOUT_ID): Promise<BingoGame> {
  const res = await call(who, 'POST', `/v1/bingocreator/${layoutId}/start-game`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function cardOf(who: TestMember, game: BingoGame): Promise<BingoCard> {
  const res = await call(who, 'GET', `/v1/bingo/${game.bingoId}/${game.gameId}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

function flip(who: TestMember, game: BingoGame, choiceId: number) {
  return call(who, 'POST', `/v1/bingo/${game.bingoId}/${game.gameId}/flip/${choiceId}`);
}

/** Flips the squares at these positions in order; answers each flip's bingo flag. */
async function flipPositions(
  who: TestMember,
  game: BingoGame,
  card: BingoCard,
  positions: readonly number[],
) {
  const flags: boolean[] = [];
  for (const position of positions) {
    if (position === BINGO_FREE_CELL) continue;
    const res = await flip(who, game, (card.choices[position] as BingoCard['choices'][number]).id);
    expect(res.statusCode, res.body).toBe(200);
    flags.push((res.json() as FlipResult).bingo);
  }
  return flags;
}

describe('layouts and games for members', () => {
  it('serves the demo layout and lists a started game', async () => {
    const member = await registerMember(ctx.app);
    const layout = await call(member, 'GET', `/v1/bingo/${DEMO_LAYOUT_ID}/layout`);
    expect(layout.statusCode).toBe(200);
    expect(layout.json()).toEqual({ name: DEMO_BINGO_LAYOUT.name, bannerImage: '', backgroundImage: '' });
    const game = await startGame();
    const games = (await call(member, 'GET', '/v1/bingo/')).json() as { games: BingoGame[] };
    expect(games.games[0]).toMatchObject({ gameId: game.gameId, bingoId: DEMO_LAYOUT_ID, active: true });
  });

  it('asks for a login, and answers 404 and 400 for unknown and malformed ids', async () => {
    expect((await call(undefined, 'GET', '/v1/bingo/')).statusCode).toBe(401);
    const member = await registerMember(ctx.app);
    expect((await call(member, 'GET', '/v1/bingo/9999/layout')).statusCode).toBe(404);
    expect((await call(member, 'GET', '/v1/bingo/abc/layout')).statusCode).toBe(400);
    expect((await call(member, 'GET', `/v1/bingo/${DEMO_LAYOUT_ID}/99999`)).statusCode).toBe(404);
  });
});

describe('creating games', () => {
  it('is refused to Normal and Free accounts with a 403, and allowed to Creator and Official ones', async () => {
    for (const who of [await registerMember(ctx.app), await freeAccount()]) {
      const start = await call(who, 'POST', `/v1/bingocreator/${DEMO_LAYOUT_ID}/start-game`);
      expect(start.statusCode).toBe(403);
      expect(start.json().message).toBe('Only staff and creator accounts can start bingo games.');
      expect((await call(who, 'GET', '/v1/bingocreator/layouts')).statusCode).toBe(403);
    }
    for (const who of [creator, official]) {
      const layouts = await call(who, 'GET', '/v1/bingocreator/layouts');
      expect(layouts.json().layouts).toContainEqual({ id: DEMO_LAYOUT_ID, name: DEMO_BINGO_LAYOUT.name });
      expect((await startGame(who)).active).toBe(true);
    }
    expect((await call(creator, 'POST', '/v1/bingocreator/9999/start-game')).statusCode).toBe(404);
  });

  it("sends a 'bingo' new-game message to every connected member", async () => {
    const [first, second] = await Promise.all([
      socketOf(await registerMember(ctx.app)),
      socketOf(await registerMember(ctx.app)),
    ]);
    const heard = [first, second].map((socket) =>
      nextPush<BingoPush>(socket as Socket, 'bingo', (push) => push.type === 'new-game'),
    );
    const game = await startGame();
    for (const push of await Promise.all(heard)) expect(push).toEqual({ type: 'new-game', game });
  });
});

describe('cards', () => {
  it('deals each member one 5 by 5 card from the pool, without repeats, around a free centre', async () => {
    const game = await startGame();
    const member = await registerMember(ctx.app);
    const card = await cardOf(member, game);
    expect(card.choices).toHaveLength(25);
    expect(card.bingo).toBe(false);
    const centre = card.choices[BINGO_FREE_CELL];
    expect(centre).toMatchObject({ word: 'FREE', flipped: true, disabled: true });
    const words = card.choices.filter((_, index) => index !== BINGO_FREE_CELL).map((choice) => choice.word);
    expect(new Set(words).size).toBe(24);
    for (const word of words) expect(DEMO_BINGO_LAYOUT.words).toContain(word);
    expect(await cardOf(member, game)).toEqual(card);
    const mine = await call(member, 'GET', `/v1/bingo/${DEMO_LAYOUT_ID}/my-games`);
    expect(mine.json().games).toContainEqual({ gameId: game.gameId });
  });

  it('refuses a flip on another member’s card and leaves that card as it was', async () => {
    const game = await startGame();
    const [owner, other] = [await registerMember(ctx.app), await registerMember(ctx.app)];
    const card = await cardOf(owner, game);
    await cardOf(other, game);
    const res = await flip(other, game, (card.choices[0] as BingoCard['choices'][number]).id);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('That square is on another member’s card.');
    expect(await cardOf(owner, game)).toEqual(card);
  });

  it('refuses the free square, and flips a square back when asked twice', async () => {
    const game = await startGame();
    const member = await registerMember(ctx.app);
    const card = await cardOf(member, game);
    const free = await flip(member, game, (card.choices[BINGO_FREE_CELL] as BingoCard['choices'][number]).id);
    expect(free.statusCode).toBe(400);
    const square = (card.choices[0] as BingoCard['choices'][number]).id;
    expect(((await flip(member, game, square)).json() as FlipResult).card.choices[0]?.flipped).toBe(true);
    expect(((await flip(member, game, square)).json() as FlipResult).card.choices[0]?.flipped).toBe(false);
  });

  it.each(BINGO_LINES.map((line) => [line.join(','), line] as const))(
    'decides a bingo on the server for the line %s, only once it is full',
    async (_, line) => {
      const game = await startGame();
      const member = await registerMember(ctx.app);
      const card = await cardOf(member, game);
      const flags = await flipPositions(member, game, card, line);
      expect(flags.at(-1)).toBe(true);
      expect(flags.slice(0, -1).every((flag) => !flag)).toBe(true);
      const after = await cardOf(member, game);
      expect(after.bingo).toBe(true);
      expect(after.choices.every((choice) => choice.disabled)).toBe(true);
    },
  );

  it('does not call a near miss a bingo: one square short on every line', async () => {
    const game = await startGame();
    const member = await registerMember(ctx.app);
    const card = await cardOf(member, game);
    const gaps = [0, 7, 14, 16, 23];
    const flags = await flipPositions(
      member,
      game,
      card,
      [...Array(25).keys()].filter((position) => !gaps.includes(position)),
    );
    expect(flags.some((flag) => flag)).toBe(false);
    expect((await cardOf(member, game)).bingo).toBe(false);
  });
});

describe('wins, winners and the end of a game', () => {
  it('records winners in order and announces each win in the stream’s chat', async () => {
    const [stream] = await ctx.database.db
      .insert(livestreams)
      .values({ title: 'Bingo night', state: 'live' })
      .returning({ id: livestreams.id });
    const livestreamId = (stream as { id: string }).id;
    try {
      const game = await startGame();
      const viewerMember = await registerMember(ctx.app);
      const viewer = await socketOf(viewerMember);
      expect(await ask(viewer, 'livestream', { type: 'ping', livestreamId })).toMatchObject({ ok: true });
      const [first, second] = [await registerMember(ctx.app), await registerMember(ctx.app)];
      const firstCard = await cardOf(first, game);
      const secondCard = await cardOf(second, game);
      const announced = nextPush<LivestreamPush>(
        viewer,
        'livestream',
        (push) =>
          push.type === 'messages' && push.messages.some((m) => m.message.includes(first.displayName)),
      );
      await flipPositions(first, game, firstCard, [0, 1, 2, 3, 4]);
      const push = (await announced) as Extract<LivestreamPush, { type: 'messages' }>;
      const line = push.messages.find((m) => m.message.includes(first.displayName));
      expect(line?.message).toBe(
        `BINGO! ${first.displayName} got a full line in ${DEMO_BINGO_LAYOUT.name} (winner number 1).`,
      );
      // The site announces the win, not the staff member who started the game.
      expect(line?.author).toBeNull();
      const history = await call(viewerMember, 'GET', `/v2/livestream/chat/${livestreamId}`);
      expect(history.json().messages.find((m: { id: number }) => m.id === line?.id)?.author).toBeNull();
      const removal = await requestAs(
        ctx.app,
        official.tokens.token,
        'DELETE',
        `/v1/admin/chat/messages/${line?.id}`,
      );
      expect(removal.statusCode).toBe(409);
      await flipPositions(second, game, secondCard, [4, 9, 14, 19, 24]);

      const games = (await call(official, 'GET', '/v1/admin/bingo/games')).json() as {
        games: AdminBingoGame[];
      };
      const recorded = games.games.find((row) => row.gameId === game.gameId);
      expect(recorded).toMatchObject({ players: 2, livestreamId, active: true });
      expect(recorded?.winners.map((w) => [w.place, w.displayName])).toEqual([
        [1, first.displayName],
        [2, second.displayName],
      ]);
      const again = await flip(first, game, (firstCard.choices[10] as BingoCard['choices'][number]).id);
      expect(again.statusCode).toBe(409);
    } finally {
      await ctx.database.db
        .update(livestreams)
        .set({ state: 'ended' })
        .where(eq(livestreams.id, livestreamId));
    }
  });

  it('ends a game: members hear of it, its cards stop flipping, and newcomers get no card', async () => {
    const game = await startGame();
    const member = await registerMember(ctx.app);
    const socket = await socketOf(member);
    const card = await cardOf(member, game);
    const ended = nextPush<BingoPush>(socket, 'bingo', (push) => push.type === 'ended');
    const res = await call(creator, 'POST', `/v1/admin/bingo/games/${game.gameId}/end`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ gameId: game.gameId, active: false });
    expect((await ended).game).toMatchObject({ gameId: game.gameId, active: false });
    const late = await flip(member, game, (card.choices[0] as BingoCard['choices'][number]).id);
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('This game has ended.');
    expect((await cardOf(member, game)).choices.every((choice) => choice.disabled)).toBe(true);
    const newcomer = await call(
      await registerMember(ctx.app),
      'GET',
      `/v1/bingo/${game.bingoId}/${game.gameId}`,
    );
    expect(newcomer.statusCode).toBe(404);
    expect((await call(creator, 'POST', `/v1/admin/bingo/games/${game.gameId}/end`)).statusCode).toBe(409);
  });
});

describe('layouts in the console', () => {
  const words = Array.from({ length: 24 }, (_, index) => `Moment ${index + 1}`);
  const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
    'base64',
  );

  it('creates and edits a layout, refusing a pool of fewer than 24 different words', async () => {
    const created = await call(official, 'POST', '/v1/admin/bingo/layouts', { name: 'Podcast', words });
    expect(created.statusCode, created.body).toBe(200);
    const layout = created.json();
    expect(layout).toMatchObject({ name: 'Podcast', words, games: 0 });
    const short = await call(official, 'PUT', `/v1/admin/bingo/layouts/${layout.id}`, {
      name: 'Podcast',
      words: [...words.slice(0, 23), 'moment 1'],
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().message).toBe('A layout needs at least 24 different words; this one has 23.');
    const tooFew = await call(official, 'POST', '/v1/admin/bingo/layouts', { name: 'Tiny', words: ['a'] });
    expect(tooFew.statusCode).toBe(400);
    const edited = await call(official, 'PUT', `/v1/admin/bingo/layouts/${layout.id}`, {
      name: 'Podcast night',
      words: [...words, 'Moment 25'],
    });
    expect(edited.json()).toMatchObject({ name: 'Podcast night', words: [...words, 'Moment 25'] });
  });

  it('stores banner and background pictures on the image host and refuses what is not a picture', async () => {
    const res = await call(official, 'PUT', `/v1/admin/bingo/layouts/${DEMO_LAYOUT_ID}/images/banner`, {
      contentType: 'image/png',
      data: PNG.toString('base64'),
    });
    expect(res.statusCode, res.body).toBe(200);
    const { bannerImage } = res.json() as { bannerImage: string };
    expect(bannerImage).toMatch(/^\/images\/bingo\/layout-1\/banner-[\w-]+\.png$/);
    const image = await ctx.app.inject({ method: 'GET', url: bannerImage });
    expect(image.statusCode).toBe(200);
    expect(image.rawPayload.equals(PNG)).toBe(true);
    const member = await registerMember(ctx.app);
    expect((await call(member, 'GET', `/v1/bingo/${DEMO_LAYOUT_ID}/layout`)).json().bannerImage).toBe(
      bannerImage,
    );
    const fake = await call(official, 'PUT', `/v1/admin/bingo/layouts/${DEMO_LAYOUT_ID}/images/background`, {
      contentType: 'image/png',
      data: Buffer.from('not a picture').toString('base64'),
    });
    expect(fake.statusCode).toBe(400);
  });

  it('is refused to members', async () => {
    const member = await registerMember(ctx.app);
    expect((await call(member, 'GET', '/v1/admin/bingo/layouts')).statusCode).toBe(403);
    expect((await call(member, 'GET', '/v1/admin/bingo/games')).statusCode).toBe(403);
  });
});

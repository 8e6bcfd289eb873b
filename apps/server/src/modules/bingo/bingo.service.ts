import { randomUUID } from 'node:crypto';
import { AccountType } from '@crewcast/contracts/account';
import {
  BINGO_MIN_WORDS,
  BINGO_RECENT_GAMES,
  type AdminBingoGame,
  type AdminBingoLayout,
  type BingoCard,
  type BingoGame,
  type BingoImageKind,
  type BingoLayout,
  type BingoLayoutBody,
  type CreatorLayouts,
  type FlipResult,
} from '@crewcast/contracts/bingo';
import type { ImageUploadBody } from '@crewcast/contracts/catalog';
import type { Database, Executor } from '../../db/client';
import type { EventBus } from '../../events';
import { AppError, fieldError } from '../../http/errors';
import type { MediaStorage } from '../../storage/media-storage';
import { auditedChange } from '../audit/audit.module';
import type { AuditService } from '../audit/audit.service';
import { PICTURES } from '../content/content.module';
import { distinctWords, drawCard, hasBingo } from './bingo-rules';
import {
  createBingoRepository,
  type BingoCardRow,
  type BingoChoiceRow,
  type BingoGameListRow,
  type BingoLayoutRow,
} from './bingo.repository';

/** Who is asking. */
export interface BingoMember {
  userId: string;
  accountType: number;
}

export interface BingoDependencies {
  db: Database;
  storage: MediaStorage;
  audit: AuditService;
  events: EventBus;
  /** The stream live now (the first one), whose chat hears of each win; null when nothing is live. */
  liveStreamId: () => Promise<string | null>;
  /** Posts a line in a stream's chat as the site itself, from the chat module. */
  announceInChat: (livestreamId: string, message: string) => Promise<void>;
  /** The chat line of a win: the winner's name, the game's name and the place. */
  winMessage: (displayName: string, gameName: string, place: number) => Promise<string>;
  /** Display names by member id, from the users module. */
  displayNamesOf: (userIds: string[]) => Promise<Map<string, string>>;
  log: { error(obj: object, msg: string): void };
}

const layoutNotFound = () => new AppError('NOT_FOUND', 'That bingo layout does not exist.');
const gameNotFound = () => new AppError('NOT_FOUND', 'That bingo game does not exist.');

/** SPEC section 6: games are started by accounts above Free (Official and Creator). */
const mayStartGames = (accountType: number) => accountType > AccountType.Free;

function toGame(row: BingoGameListRow): BingoGame {
  return {
    gameId: row.id,
    bingoId: row.layoutId,
    name: row.name,
    started: row.createdAt.toISOString(),
    ended: row.endedAt?.toISOString() ?? null,
    active: row.endedAt === null,
  };
}

function toCard(game: BingoGameListRow, card: BingoCardRow, choices: BingoChoiceRow[]): BingoCard {
  const won = card.place !== null;
  const active = game.endedAt === null;
  return {
    id: card.id,
    bingoId: game.layoutId,
    gameId: game.id,
    bingo: won,
    active,
    choices: choices.map((choice) => ({
      id: choice.id,
      word: choice.word,
      flipped: choice.flipped,
      disabled: choice.free || won || !active,
    })),
  };
}

/** What the audit log keeps of a layout. */
const auditedLayout = (row: BingoLayoutRow) => ({
  name: row.name,
  words: row.words,
  bannerImage: row.bannerImage,
  backgroundImage: row.backgroundImage,
});

/** Live bingo: layouts, games started by staff and creators, members' cards and the wins decided here. */
export function createBingoService(deps: BingoDependencies) {
  const { db, storage, audit, events, log } = deps;
  const repository = createBingoRepository(db);

  async function findGameOrFail(bingoId: number, gameId: number, tx: Executor = db, lock = false) {
    const game = await repository.findGame(gameId, tx, lock);
    if (!game || game.layoutId !== bingoId) throw gameNotFound();
    return game;
  }

  function assertMayStartGames(member: BingoMember): void {
    if (!mayStartGames(member.accountType))
      throw new AppError('FORBIDDEN', 'Only staff and creator accounts can start bingo games.');
  }

  function checkedWords(words: string[]): string[] {
    const distinct = distinctWords(words);
    if (distinct.length < BINGO_MIN_WORDS) {
      const message = `A layout needs at least ${BINGO_MIN_WORDS} different words; this one has ${distinct.length}.`;
      throw fieldError('BAD_REQUEST', 'words', message);
    }
    return distinct;
  }

  async function adminGames(games: BingoGameListRow[]): Promise<AdminBingoGame[]> {
    const ids = games.map((game) => game.id);
    const [players, winners] = await Promise.all([repository.countPlayers(ids), repository.listWinners(ids)]);
    const names = await deps.displayNamesOf([
      ...new Set([...games.map((game) => game.startedBy), ...winners.map((card) => card.userId)]),
    ]);
    return games.map((game) => ({
      ...toGame(game),
      startedBy: names.get(game.startedBy) ?? '',
      players: players.get(game.id) ?? 0,
      livestreamId: game.livestreamId,
      winners: winners
        .filter((card) => card.gameId === game.id)
        .map((card) => ({
          place: card.place ?? 0,
          userId: card.userId,
          displayName: names.get(card.userId) ?? '',
          won: card.wonAt?.toISOString() ?? '',
        })),
    }));
  }

  async function announceWin(game: BingoGameListRow, userId: string, place: number): Promise<void> {
    if (!game.livestreamId) return;
    try {
      const name = (await deps.displayNamesOf([userId])).get(userId) ?? '';
      const message = await deps.winMessage(name, game.name, place);
      await deps.announceInChat(game.livestreamId, message);
    } catch (error) {
      // The win stands whether or not the chat heard of it.
      log.error({ err: error, gameId: game.id }, 'a bingo win was not announced in chat');
    }
  }

  return {
    /** GET /v1/bingo/: the running games, then the recently ended ones. */
    async games(): Promise<BingoGame[]> {
      return (await repository.listGames(BINGO_RECENT_GAMES)).map(toGame);
    },

    /** GET /v1/bingo/{bingoId}/layout. */
    async layout(bingoId: number): Promise<BingoLayout> {
      const row = await repository.findLayout(bingoId);
      if (!row) throw layoutNotFound();
      return { name: row.name, bannerImage: row.bannerImage, backgroundImage: row.backgroundImage };
    },

    /** GET /v1/bingo/{bingoId}/my-games: the games of the layout the member holds a card in. */
    async myGames(member: BingoMember, bingoId: number): Promise<{ gameId: number }[]> {
      if (!(await repository.findLayout(bingoId))) throw layoutNotFound();
      return repository.listGamesOf(bingoId, member.userId);
    },

    /** GET /v1/bingo/{bingoId}/{gameId}: the member's card, dealt on first sight while the game runs. */
    async card(member: BingoMember, bingoId: number, gameId: number): Promise<BingoCard> {
      const game = await findGameOrFail(bingoId, gameId);
      const existing = await repository.findCard(gameId, member.userId);
      if (existing) return toCard(game, existing, await repository.listChoices(existing.id));
      if (game.endedAt) throw new AppError('NOT_FOUND', 'This game has ended, and you had no card in it.');
      const layout = await repository.findLayout(game.layoutId);
      if (!layout) throw layoutNotFound();
      const card = await db.transaction(async (tx) => {
        const dealt = await repository.insertCard(gameId, member.userId, drawCard(layout.words), tx);
        // Two first looks at once: the card the other one dealt is the member's card.
        return dealt ?? (await repository.findCard(gameId, member.userId, tx));
      });
      if (!card) throw new Error('a bingo card was neither dealt nor found');
      return toCard(game, card, await repository.listChoices(card.id));
    },

    /**
     * POST /v1/bingo/{bingoId}/{gameId}/flip/{choiceId}: turns a square of the member's own card over (or back),
     * and decides here whether the card now has a full row, column or diagonal. A win is final and recorded in
     * the game's next place.
     */
    async flip(member: BingoMember, bingoId: number, gameId: number, choiceId: number): Promise<FlipResult> {
      const outcome = await db.transaction(async (tx) => {
        const found = await repository.findChoiceForUpdate(choiceId, tx);
        if (!found || found.card.gameId !== gameId)
          throw new AppError('NOT_FOUND', 'That square is not on a card of this game.');
        const { choice, card } = found;
        if (card.userId !== member.userId)
          throw new AppError('FORBIDDEN', 'That square is on another member’s card.');
        const game = await findGameOrFail(bingoId, gameId, tx, true);
        if (game.endedAt) throw new AppError('CONFLICT', 'This game has ended.');
        if (card.place !== null) throw new AppError('CONFLICT', 'Your card has a bingo already.');
        if (choice.free) throw new AppError('BAD_REQUEST', 'The free square is always flipped.');
        await repository.setFlipped(choice.id, !choice.flipped, tx);
        const choices = await repository.listChoices(card.id, tx);
        const flipped = new Set(choices.filter((row) => row.flipped).map((row) => row.position));
        if (!hasBingo(flipped)) return { game, card, choices, place: null };
        const place = await repository.recordWin(card, tx);
        return { game, card: { ...card, place }, choices, place };
      });
      const { game, card, choices, place } = outcome;
      if (place !== null) await announceWin(game, member.userId, place);
      return { bingo: place !== null, card: toCard(game, card, choices) };
    },

    /** GET /v1/bingocreator/layouts. */
    async creatorLayouts(member: BingoMember): Promise<CreatorLayouts['layouts']> {
      assertMayStartGames(member);
      return (await repository.listLayouts()).map((row) => ({ id: row.id, name: row.name }));
    },

    /** Starts a game of a layout and tells every connected member; its wins go to the chat of the stream live now. */
    async startGame(member: BingoMember, layoutId: number): Promise<BingoGame> {
      assertMayStartGames(member);
      const livestreamId = await deps.liveStreamId();
      const game = await db.transaction(async (tx) => {
        const layout = await repository.findLayout(layoutId, tx);
        if (!layout) throw layoutNotFound();
        const row = await repository.insertGame({ layoutId, startedBy: member.userId, livestreamId }, tx);
        await audit.record(tx, {
          actorId: member.userId,
          action: 'bingo.start-game',
          target: { type: 'bingo-game', id: row.id },
          after: { layoutId, livestreamId },
        });
        return toGame({ ...row, name: layout.name });
      });
      events.emit('bingo.game', { type: 'new-game', game });
      return game;
    },

    // The console.

    async listLayouts(): Promise<AdminBingoLayout[]> {
      const [layouts, games] = await Promise.all([repository.listLayouts(), repository.countGames()]);
      return layouts.map((row) => ({
        id: row.id,
        name: row.name,
        words: row.words,
        bannerImage: row.bannerImage,
        backgroundImage: row.backgroundImage,
        games: games.get(row.id) ?? 0,
        created: row.createdAt.toISOString(),
      }));
    },

    async createLayout(actorId: string, body: BingoLayoutBody): Promise<AdminBingoLayout> {
      const words = checkedWords(body.words);
      const row = await audit.created(
        { actorId, action: 'bingo.create-layout', targetType: 'bingo-layout' },
        (tx) => repository.insertLayout({ name: body.name, words }, tx),
        auditedLayout,
      );
      return this.findLayout(row.id);
    },

    async updateLayout(actorId: string, layoutId: number, body: BingoLayoutBody): Promise<AdminBingoLayout> {
      const words = checkedWords(body.words);
      await db.transaction(async (tx) => {
        const before = await repository.findLayout(layoutId, tx, true);
        if (!before) throw layoutNotFound();
        const after = await repository.updateLayout(layoutId, { name: body.name, words }, tx);
        await audit.record(tx, {
          actorId,
          action: 'bingo.update-layout',
          target: { type: 'bingo-layout', id: layoutId },
          ...auditedChange(auditedLayout, before, after),
        });
      });
      return this.findLayout(layoutId);
    },

    /** Stores a banner or background picture (a new file, so its URL changes) and puts it on the layout. */
    async setImage(
      actorId: string,
      layoutId: number,
      kind: BingoImageKind,
      upload: ImageUploadBody,
    ): Promise<AdminBingoLayout> {
      const bytes = Buffer.from(upload.data, 'base64');
      const picture = PICTURES[upload.contentType];
      if (!picture.magic(bytes))
        throw new AppError('VALIDATION', `That file is not a ${picture.extension.toUpperCase()} picture.`, {
          fields: { data: ['not a picture of the stated type'] },
        });
      await db.transaction(async (tx) => {
        const before = await repository.findLayout(layoutId, tx, true);
        if (!before) throw layoutNotFound();
        const key = `images/bingo/layout-${layoutId}/${kind}-${randomUUID().slice(0, 8)}.${picture.extension}`;
        await storage.putFile(key, bytes);
        const after = await repository.updateLayout(
          layoutId,
          kind === 'banner' ? { bannerImage: `/${key}` } : { backgroundImage: `/${key}` },
          tx,
        );
        await audit.record(tx, {
          actorId,
          action: `bingo.${kind}-image`,
          target: { type: 'bingo-layout', id: layoutId },
          ...auditedChange(auditedLayout, before, after),
        });
      });
      return this.findLayout(layoutId);
    },

    async findLayout(layoutId: number): Promise<AdminBingoLayout> {
      const found = (await this.listLayouts()).find((layout) => layout.id === layoutId);
      if (!found) throw layoutNotFound();
      return found;
    },

    /** The recent games with who started them, how many play and the winners in the order they won. */
    async listGames(): Promise<AdminBingoGame[]> {
      return adminGames(await repository.listGames(BINGO_RECENT_GAMES));
    },

    /** Ends a running game: its cards can no longer be flipped, and members are told. */
    async endGame(actorId: string, gameId: number): Promise<AdminBingoGame> {
      const game = await db.transaction(async (tx) => {
        const row = await repository.findGame(gameId, tx, true);
        if (!row) throw gameNotFound();
        if (!(await repository.endGame(gameId, actorId, tx)))
          throw new AppError('CONFLICT', 'This game has ended already.');
        await audit.record(tx, {
          actorId,
          action: 'bingo.end-game',
          target: { type: 'bingo-game', id: gameId },
          before: { ended: null },
          after: { ended: new Date().toISOString() },
        });
        return row;
      });
      const ended = await repository.findGame(game.id);
      if (!ended) throw gameNotFound();
      events.emit('bingo.game', { type: 'ended', game: toGame(ended) });
      const [summary] = await adminGames([ended]);
      return summary as AdminBingoGame;
    },
  };
}

export type BingoService = ReturnType<typeof createBingoService>;

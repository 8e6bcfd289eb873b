import { BINGO_FREE_WORD } from '@crewcast/contracts/bingo';
import { and, asc, count, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { firstRow, onlyRow } from '../../db/first-row';
import { bingoCards, bingoChoices, bingoGames, bingoLayouts } from './bingo.schema';

export type BingoLayoutRow = typeof bingoLayouts.$inferSelect;
export type BingoGameRow = typeof bingoGames.$inferSelect;
export type BingoCardRow = typeof bingoCards.$inferSelect;
export type BingoChoiceRow = typeof bingoChoices.$inferSelect;

/** A game with its layout's name. */
export type BingoGameListRow = BingoGameRow & { name: string };

export function createBingoRepository(db: Executor) {
  function selectGames(tx: Executor) {
    return tx
      .select({
        id: bingoGames.id,
        layoutId: bingoGames.layoutId,
        livestreamId: bingoGames.livestreamId,
        startedBy: bingoGames.startedBy,
        endedAt: bingoGames.endedAt,
        endedBy: bingoGames.endedBy,
        createdAt: bingoGames.createdAt,
        name: bingoLayouts.name,
      })
      .from(bingoGames)
      .innerJoin(bingoLayouts, eq(bingoLayouts.id, bingoGames.layoutId));
  }

  return {
    listLayouts(tx: Executor = db): Promise<BingoLayoutRow[]> {
      return tx.select().from(bingoLayouts).orderBy(asc(bingoLayouts.name), asc(bingoLayouts.id));
    },

    async findLayout(id: number, tx: Executor = db, lock = false): Promise<BingoLayoutRow | undefined> {
      const query = tx.select().from(bingoLayouts).where(eq(bingoLayouts.id, id));
      const [row] = lock ? await query.for('update') : await query;
      return row;
    },

    insertLayout(values: typeof bingoLayouts.$inferInsert, tx: Executor = db): Promise<BingoLayoutRow> {
      return onlyRow(tx.insert(bingoLayouts).values(values).returning());
    },

    updateLayout(
      id: number,
      values: Partial<Pick<BingoLayoutRow, 'name' | 'words' | 'bannerImage' | 'backgroundImage'>>,
      tx: Executor = db,
    ): Promise<BingoLayoutRow> {
      return onlyRow(
        tx
          .update(bingoLayouts)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(bingoLayouts.id, id))
          .returning(),
      );
    },

    /** How many games each layout has had. */
    async countGames(tx: Executor = db): Promise<Map<number, number>> {
      const rows = await tx
        .select({ layoutId: bingoGames.layoutId, games: count() })
        .from(bingoGames)
        .groupBy(bingoGames.layoutId);
      return new Map(rows.map((row) => [row.layoutId, row.games]));
    },

    insertGame(
      values: { layoutId: number; startedBy: string; livestreamId: string | null },
      tx: Executor = db,
    ): Promise<BingoGameRow> {
      return onlyRow(tx.insert(bingoGames).values(values).returning());
    },

    async findGame(id: number, tx: Executor = db, lock = false): Promise<BingoGameListRow | undefined> {
      const query = selectGames(tx).where(eq(bingoGames.id, id));
      const [row] = lock ? await query.for('update', { of: bingoGames }) : await query;
      return row;
    },

    /** Running games first (newest first), then the most recently ended ones, up to `limit` in all. */
    listGames(limit: number, tx: Executor = db): Promise<BingoGameListRow[]> {
      return selectGames(tx)
        .orderBy(
          sql`${bingoGames.endedAt} is not null`,
          desc(sql`coalesce(${bingoGames.endedAt}, ${bingoGames.createdAt})`),
          desc(bingoGames.id),
        )
        .limit(limit);
    },

    async endGame(id: number, endedBy: string, tx: Executor = db): Promise<boolean> {
      const rows = await tx
        .update(bingoGames)
        .set({ endedAt: new Date(), endedBy })
        .where(and(eq(bingoGames.id, id), isNull(bingoGames.endedAt)))
        .returning({ id: bingoGames.id });
      return rows.length > 0;
    },

    /** The games of a layout the member has a card in, newest first. */
    listGamesOf(layoutId: number, userId: string, tx: Executor = db): Promise<{ gameId: number }[]> {
      return tx
        .select({ gameId: bingoGames.id })
        .from(bingoGames)
        .innerJoin(bingoCards, eq(bingoCards.gameId, bingoGames.id))
        .where(and(eq(bingoGames.layoutId, layoutId), eq(bingoCards.userId, userId)))
        .orderBy(desc(bingoGames.id));
    },

    findCard(gameId: number, userId: string, tx: Executor = db): Promise<BingoCardRow | undefined> {
      return firstRow(
        tx
          .select()
          .from(bingoCards)
          .where(and(eq(bingoCards.gameId, gameId), eq(bingoCards.userId, userId))),
      );
    },

    /** Creates the member's card with its squares; answers undefined when one was made meanwhile. */
    async insertCard(
      gameId: number,
      userId: string,
      words: (string | null)[],
      tx: Executor,
    ): Promise<BingoCardRow | undefined> {
      const [card] = await tx.insert(bingoCards).values({ gameId, userId }).onConflictDoNothing().returning();
      if (!card) return undefined;
      await tx.insert(bingoChoices).values(
        words.map((word, position) => ({
          cardId: card.id,
          position,
          word: word ?? BINGO_FREE_WORD,
          free: word === null,
          flipped: word === null,
        })),
      );
      return card;
    },

    listChoices(cardId: number, tx: Executor = db): Promise<BingoChoiceRow[]> {
      return tx
        .select()
        .from(bingoChoices)
        .where(eq(bingoChoices.cardId, cardId))
        .orderBy(asc(bingoChoices.position));
    },

    /** A square with the card it is on, the card locked for the flip. */
    findChoiceForUpdate(choiceId: number, tx: Executor) {
      return firstRow(
        tx
          .select({ choice: bingoChoices, card: bingoCards })
          .from(bingoChoices)
          .innerJoin(bingoCards, eq(bingoCards.id, bingoChoices.cardId))
          .where(eq(bingoChoices.id, choiceId))
          .for('update', { of: bingoCards }),
      );
    },

    async setFlipped(choiceId: number, flipped: boolean, tx: Executor): Promise<void> {
      await tx.update(bingoChoices).set({ flipped }).where(eq(bingoChoices.id, choiceId));
    },

    /** Records the card's win in the next place of its game; the game row is locked by the caller. */
    async recordWin(card: BingoCardRow, tx: Executor): Promise<number> {
      const [row] = await tx
        .select({ winners: count() })
        .from(bingoCards)
        .where(and(eq(bingoCards.gameId, card.gameId), isNotNull(bingoCards.place)));
      const place = (row?.winners ?? 0) + 1;
      await tx.update(bingoCards).set({ wonAt: new Date(), place }).where(eq(bingoCards.id, card.id));
      return place;
    },

    /** Players per game. */
    async countPlayers(gameIds: number[], tx: Executor = db): Promise<Map<number, number>> {
      if (gameIds.length === 0) return new Map();
      const rows = await tx
        .select({ gameId: bingoCards.gameId, players: count() })
        .from(bingoCards)
        .where(inArray(bingoCards.gameId, gameIds))
        .groupBy(bingoCards.gameId);
      return new Map(rows.map((row) => [row.gameId, row.players]));
    },

    /** The winning cards of the games, in the order they won. */
    listWinners(gameIds: number[], tx: Executor = db): Promise<BingoCardRow[]> {
      if (gameIds.length === 0) return Promise.resolve([]);
      return tx
        .select()
        .from(bingoCards)
        .where(and(inArray(bingoCards.gameId, gameIds), isNotNull(bingoCards.place)))
        .orderBy(asc(bingoCards.gameId), asc(bingoCards.place));
    },
  };
}

export type BingoRepository = ReturnType<typeof createBingoRepository>;

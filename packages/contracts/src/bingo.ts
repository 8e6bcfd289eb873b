import { z } from 'zod';
import { ImageUploadBodySchema } from './catalog';
import { RowIdParamSchema } from './ids';

/** SPEC section 9: the card is 5 by 5. */
export const BINGO_GRID = 5;
export const BINGO_CELLS = BINGO_GRID * BINGO_GRID;
/** The centre square is free: flipped from the start and never drawn from the pool. */
export const BINGO_FREE_CELL = Math.floor(BINGO_CELLS / 2);
/** A layout's pool fills every square but the free one without a repeat. */
export const BINGO_MIN_WORDS = BINGO_CELLS - 1;
export const BINGO_MAX_WORDS = 200;
export const BINGO_WORD_MAX_LENGTH = 60;
/** The word on the free square. */
export const BINGO_FREE_WORD = 'FREE';

/** SPEC section 3, "Bingo": one square of a card. `disabled` squares cannot be flipped (the free one, a won card). */
export const BingoChoiceSchema = z.object({
  id: z.number().int(),
  word: z.string(),
  flipped: z.boolean(),
  disabled: z.boolean(),
});
export type BingoChoice = z.infer<typeof BingoChoiceSchema>;

/** A member's card in one game: 25 squares, row by row. */
export const BingoCardSchema = z.object({
  id: z.number().int(),
  bingoId: z.number().int(),
  gameId: z.number().int(),
  choices: z.array(BingoChoiceSchema),
  bingo: z.boolean(),
  /** The game is still being played. */
  active: z.boolean(),
});
export type BingoCard = z.infer<typeof BingoCardSchema>;

/** A game as the recent games list shows it; `bingoId` is its layout. */
export const BingoGameSchema = z.object({
  gameId: z.number().int(),
  bingoId: z.number().int(),
  name: z.string(),
  started: z.string(),
  ended: z.string().nullable(),
  active: z.boolean(),
});
export type BingoGame = z.infer<typeof BingoGameSchema>;

/** GET /v1/bingo/: running games first, then the recently ended ones. */
export const BingoGamesSchema = z.object({ games: z.array(BingoGameSchema) });
export const BINGO_RECENT_GAMES = 20;

/** GET /v1/bingo/{bingoId}/layout. Images are paths on the image host ('' when there is none). */
export const BingoLayoutSchema = z.object({
  name: z.string(),
  bannerImage: z.string(),
  backgroundImage: z.string(),
});
export type BingoLayout = z.infer<typeof BingoLayoutSchema>;

/** GET /v1/bingo/{bingoId}/my-games: the member's games of the layout, newest first. */
export const MyBingoGamesSchema = z.object({ games: z.array(z.object({ gameId: z.number().int() })) });

/** POST /v1/bingo/{bingoId}/{gameId}/flip/{choiceId}: whether the card now has a bingo, with the card. */
export const FlipResultSchema = z.object({ bingo: z.boolean(), card: BingoCardSchema });
export type FlipResult = z.infer<typeof FlipResultSchema>;

/** GET /v1/bingocreator/layouts. */
export const CreatorLayoutsSchema = z.object({
  layouts: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type CreatorLayouts = z.infer<typeof CreatorLayoutsSchema>;

export const BingoParamsSchema = z.object({ bingoId: RowIdParamSchema });
export const BingoGameParamsSchema = BingoParamsSchema.extend({ gameId: RowIdParamSchema });
export const FlipParamsSchema = BingoGameParamsSchema.extend({ choiceId: RowIdParamSchema });
export const LayoutParamsSchema = z.object({ layoutId: RowIdParamSchema });
export const GameParamsSchema = z.object({ gameId: RowIdParamSchema });

/** What the server pushes on the realtime event 'bingo' to every connected member. */
export type BingoPush = { type: 'new-game'; game: BingoGame } | { type: 'ended'; game: BingoGame };

// The console (Official and Creator accounts; /v1/admin/bingo).

export const BINGO_IMAGE_KINDS = ['banner', 'background'] as const;
export type BingoImageKind = (typeof BINGO_IMAGE_KINDS)[number];

export const AdminBingoLayoutSchema = BingoLayoutSchema.extend({
  id: z.number().int(),
  words: z.array(z.string()),
  games: z.number().int(),
  created: z.string(),
});
export type AdminBingoLayout = z.infer<typeof AdminBingoLayoutSchema>;
export const AdminBingoLayoutsSchema = z.object({ layouts: z.array(AdminBingoLayoutSchema) });

const word = z
  .string()
  .trim()
  .min(1, 'A word cannot be empty.')
  .max(BINGO_WORD_MAX_LENGTH, `Keep each word under ${BINGO_WORD_MAX_LENGTH} characters.`);

export const BingoLayoutBodySchema = z.object({
  name: z.string().trim().min(1, 'Name the layout.').max(100, 'Keep the name under 100 characters.'),
  words: z
    .array(word)
    .min(BINGO_MIN_WORDS, `A layout needs at least ${BINGO_MIN_WORDS} different words.`)
    .max(BINGO_MAX_WORDS, `At most ${BINGO_MAX_WORDS} words.`),
});
export type BingoLayoutBody = z.infer<typeof BingoLayoutBodySchema>;

export const BingoImageParamsSchema = LayoutParamsSchema.extend({ kind: z.enum(BINGO_IMAGE_KINDS) });
export const BingoImageBodySchema = ImageUploadBodySchema;

export const BingoWinnerSchema = z.object({
  place: z.number().int(),
  userId: z.string(),
  displayName: z.string(),
  won: z.string(),
});
export type BingoWinner = z.infer<typeof BingoWinnerSchema>;

/** A game in the console: who started it, how many play, and the winners in the order they won. */
export const AdminBingoGameSchema = BingoGameSchema.extend({
  startedBy: z.string(),
  players: z.number().int(),
  livestreamId: z.string().nullable(),
  winners: z.array(BingoWinnerSchema),
});
export type AdminBingoGame = z.infer<typeof AdminBingoGameSchema>;
export const AdminBingoGamesSchema = z.object({ games: z.array(AdminBingoGameSchema) });

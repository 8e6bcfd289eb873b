import {
  AdminBingoGameSchema,
  AdminBingoGamesSchema,
  AdminBingoLayoutSchema,
  AdminBingoLayoutsSchema,
  BingoGameSchema,
  BingoImageBodySchema,
  BingoImageParamsSchema,
  BingoLayoutBodySchema,
  GameParamsSchema,
  LayoutParamsSchema,
} from '@crewcast/contracts/bingo';
import { MAX_IMAGE_BYTES } from '@crewcast/contracts/catalog';
import { consoleArea, type ConsoleArea } from '../../http/console-action';
import type { BingoService } from './bingo.service';

const area: ConsoleArea = { role: 'staff', tag: 'admin: bingo', refusals: [400, 404, 409] };

/** Bingo layouts and games, for Official and Creator accounts; every change is audited. */
export const bingoAdminRoutes = consoleArea<{ service: BingoService }>(area, (action, { service }) => {
  action(
    'GET /v1/admin/bingo/layouts',
    {
      summary: 'Every layout with its words, pictures and how many games it has had',
      response: AdminBingoLayoutsSchema,
    },
    async () => ({ layouts: await service.listLayouts() }),
  );

  action(
    'POST /v1/admin/bingo/layouts',
    {
      summary: 'Creates a layout: a name and a pool of at least 24 different words or phrases',
      body: BingoLayoutBodySchema,
      response: AdminBingoLayoutSchema,
    },
    async ({ actor, body }) => service.createLayout(actor.userId, body),
  );

  action(
    'PUT /v1/admin/bingo/layouts/:layoutId',
    {
      summary: "Changes a layout's name and words; cards already dealt keep theirs",
      params: LayoutParamsSchema,
      body: BingoLayoutBodySchema,
      response: AdminBingoLayoutSchema,
    },
    async ({ actor, params, body }) => service.updateLayout(actor.userId, params.layoutId, body),
  );

  action(
    'PUT /v1/admin/bingo/layouts/:layoutId/images/:kind',
    {
      summary: "Sets a layout's banner or background picture (JPEG, PNG or WebP, base64, up to 5 MB)",
      params: BingoImageParamsSchema,
      body: BingoImageBodySchema,
      response: AdminBingoLayoutSchema,
      bodyLimit: Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 1024,
    },
    async ({ actor, params, body }) => service.setImage(actor.userId, params.layoutId, params.kind, body),
  );

  action(
    'POST /v1/admin/bingo/layouts/:layoutId/games',
    {
      summary: 'Starts a game of the layout and tells every connected member',
      params: LayoutParamsSchema,
      response: BingoGameSchema,
    },
    async ({ actor, params }) => service.startGame(actor, params.layoutId),
  );

  action(
    'GET /v1/admin/bingo/games',
    {
      summary: 'The recent games: who started them, how many play, and the winners in the order they won',
      response: AdminBingoGamesSchema,
    },
    async () => ({ games: await service.listGames() }),
  );

  action(
    'POST /v1/admin/bingo/games/:gameId/end',
    {
      summary: 'Ends a running game: its cards can no longer be flipped',
      params: GameParamsSchema,
      response: AdminBingoGameSchema,
    },
    async ({ actor, params }) => service.endGame(actor.userId, params.gameId),
  );
});

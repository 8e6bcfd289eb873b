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
import { ErrorBodySchema } from '@crewcast/contracts/errors';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { member } from '../../http/auth';
import type { ConsoleGuards } from '../../http/roles';
import type { BingoService } from './bingo.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

/** Bingo layouts and games, for Official and Creator accounts; every change is audited. */
export const bingoAdminRoutes: FastifyPluginAsyncZod<{
  service: BingoService;
  guards: ConsoleGuards;
}> = async (app, { service, guards }) => {
  for (const check of guards.staff) app.addHook('onRequest', check);
  const tags = ['admin: bingo'];

  app.get(
    '/v1/admin/bingo/layouts',
    {
      schema: {
        tags,
        summary: 'Every layout with its words, pictures and how many games it has had',
        response: { 200: AdminBingoLayoutsSchema, ...errors },
      },
    },
    async () => ({ layouts: await service.listLayouts() }),
  );

  app.post(
    '/v1/admin/bingo/layouts',
    {
      schema: {
        tags,
        summary: 'Creates a layout: a name and a pool of at least 24 different words or phrases',
        body: BingoLayoutBodySchema,
        response: { 200: AdminBingoLayoutSchema, ...errors },
      },
    },
    async (request) => service.createLayout(member(request).userId, request.body),
  );

  app.put(
    '/v1/admin/bingo/layouts/:layoutId',
    {
      schema: {
        tags,
        summary: "Changes a layout's name and words; cards already dealt keep theirs",
        params: LayoutParamsSchema,
        body: BingoLayoutBodySchema,
        response: { 200: AdminBingoLayoutSchema, ...errors },
      },
    },
    async (request) => service.updateLayout(member(request).userId, request.params.layoutId, request.body),
  );

  app.put(
    '/v1/admin/bingo/layouts/:layoutId/images/:kind',
    {
      bodyLimit: Math.ceil(MAX_IMAGE_BYTES / 3) * 4 + 1024,
      schema: {
        tags,
        summary: "Sets a layout's banner or background picture (JPEG, PNG or WebP, base64, up to 5 MB)",
        params: BingoImageParamsSchema,
        body: BingoImageBodySchema,
        response: { 200: AdminBingoLayoutSchema, ...errors },
      },
    },
    async (request) =>
      service.setImage(member(request).userId, request.params.layoutId, request.params.kind, request.body),
  );

  app.post(
    '/v1/admin/bingo/layouts/:layoutId/games',
    {
      schema: {
        tags,
        summary: 'Starts a game of the layout and tells every connected member',
        params: LayoutParamsSchema,
        response: { 200: BingoGameSchema, ...errors },
      },
    },
    async (request) => service.startGame(member(request), request.params.layoutId),
  );

  app.get(
    '/v1/admin/bingo/games',
    {
      schema: {
        tags,
        summary: 'The recent games: who started them, how many play, and the winners in the order they won',
        response: { 200: AdminBingoGamesSchema, ...errors },
      },
    },
    async () => ({ games: await service.listGames() }),
  );

  app.post(
    '/v1/admin/bingo/games/:gameId/end',
    {
      schema: {
        tags,
        summary: 'Ends a running game: its cards can no longer be flipped',
        params: GameParamsSchema,
        response: { 200: AdminBingoGameSchema, ...errors },
      },
    },
    async (request) => service.endGame(member(request).userId, request.params.gameId),
  );
};

import {
  BingoCardSchema,
  BingoGameParamsSchema,
  BingoGameSchema,
  BingoGamesSchema,
  BingoLayoutSchema,
  BingoParamsSchema,
  CreatorLayoutsSchema,
  FlipParamsSchema,
  FlipResultSchema,
  LayoutParamsSchema,
  MyBingoGamesSchema,
} from '@crewcast/contracts/bingo';
import { ErrorBodySchema } from '@crewcast/contracts/errors';
import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { member } from '../../http/auth';
import type { BingoService } from './bingo.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};

/** Bingo for members, and game creation for accounts above Free (content host, SPEC section 7). */
export const bingoRoutes: FastifyPluginAsyncZod<{
  service: BingoService;
  authenticate: preHandlerHookHandler;
}> = async (app, { service, authenticate }) => {
  const tags = ['bingo'];

  app.get(
    '/v1/bingo/',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'The running bingo games, then the recently ended ones',
        response: { 200: BingoGamesSchema, ...errors },
      },
    },
    async () => ({ games: await service.games() }),
  );

  app.get(
    '/v1/bingo/:bingoId/layout',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: "A layout's name and its banner and background pictures",
        params: BingoParamsSchema,
        response: { 200: BingoLayoutSchema, ...errors },
      },
    },
    async (request) => service.layout(request.params.bingoId),
  );

  app.get(
    '/v1/bingo/:bingoId/my-games',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'The games of this layout the member holds a card in, newest first',
        params: BingoParamsSchema,
        response: { 200: MyBingoGamesSchema, ...errors },
      },
    },
    async (request) => ({ games: await service.myGames(member(request), request.params.bingoId) }),
  );

  app.get(
    '/v1/bingo/:bingoId/:gameId',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: "The member's 5 by 5 card in the game, dealt from the layout's words on first sight",
        params: BingoGameParamsSchema,
        response: { 200: BingoCardSchema, ...errors },
      },
    },
    async (request) => service.card(member(request), request.params.bingoId, request.params.gameId),
  );

  app.post(
    '/v1/bingo/:bingoId/:gameId/flip/:choiceId',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'Flips a square of the member’s own card (or back); answers whether the card has a bingo',
        description:
          'The body is empty. The server decides the bingo from the flipped squares: a full row, column or ' +
          'diagonal. A win is final; the card is then locked and the win is announced in the chat of the stream ' +
          'that was live when the game started. A square on another member’s card is a 403.',
        params: FlipParamsSchema,
        response: { 200: FlipResultSchema, ...errors },
      },
    },
    async (request) => {
      const { bingoId, gameId, choiceId } = request.params;
      return service.flip(member(request), bingoId, gameId, choiceId);
    },
  );

  app.post(
    '/v1/bingocreator/:layoutId/start-game',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary:
          'Starts a game of the layout and tells every connected member (Official and Creator accounts)',
        params: LayoutParamsSchema,
        response: { 200: BingoGameSchema, ...errors },
      },
    },
    async (request) => service.startGame(member(request), request.params.layoutId),
  );

  app.get(
    '/v1/bingocreator/layouts',
    {
      preHandler: authenticate,
      schema: {
        tags,
        summary: 'The layouts a game can be started from (Official and Creator accounts)',
        response: { 200: CreatorLayoutsSchema, ...errors },
      },
    },
    async (request) => ({ layouts: await service.creatorLayouts(member(request)) }),
  );
};

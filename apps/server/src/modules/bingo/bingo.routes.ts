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
import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { memberActions } from '../../http/member-action';
import type { BingoService } from './bingo.service';

/** Bingo for members, and game creation for accounts above Free (content host, SPEC section 7). */
export const bingoRoutes: FastifyPluginAsyncZod<{
  service: BingoService;
  authenticate: preHandlerHookHandler;
}> = async (app, { service, authenticate }) => {
  const action = memberActions(app, { tag: 'bingo', refusals: [400, 403, 404, 409], authenticate });

  action(
    'GET /v1/bingo/',
    { summary: 'The running bingo games, then the recently ended ones', response: BingoGamesSchema },
    async () => ({ games: await service.games() }),
  );

  action(
    'GET /v1/bingo/:bingoId/layout',
    {
      summary: "A layout's name and its banner and background pictures",
      params: BingoParamsSchema,
      response: BingoLayoutSchema,
    },
    async ({ params }) => service.layout(params.bingoId),
  );

  action(
    'GET /v1/bingo/:bingoId/my-games',
    {
      summary: 'The games of this layout the member holds a card in, newest first',
      params: BingoParamsSchema,
      response: MyBingoGamesSchema,
    },
    async ({ member, params }) => ({ games: await service.myGames(member, params.bingoId) }),
  );

  action(
    'GET /v1/bingo/:bingoId/:gameId',
    {
      summary: "The member's 5 by 5 card in the game, dealt from the layout's words on first sight",
      params: BingoGameParamsSchema,
      response: BingoCardSchema,
    },
    async ({ member, params }) => service.card(member, params.bingoId, params.gameId),
  );

  action(
    'POST /v1/bingo/:bingoId/:gameId/flip/:choiceId',
    {
      summary: 'Flips a square of the member’s own card (or back); answers whether the card has a bingo',
      description:
        'The body is empty. The server decides the bingo from the flipped squares: a full row, column or ' +
        'diagonal. A win is final; the card is then locked and the win is announced in the chat of the stream ' +
        'that was live when the game started. A square on another member’s card is a 403.',
      params: FlipParamsSchema,
      response: FlipResultSchema,
    },
    async ({ member, params }) => service.flip(member, params.bingoId, params.gameId, params.choiceId),
  );

  action(
    'POST /v1/bingocreator/:layoutId/start-game',
    {
      summary: 'Starts a game of the layout and tells every connected member (Official and Creator accounts)',
      params: LayoutParamsSchema,
      response: BingoGameSchema,
    },
    async ({ member, params }) => service.startGame(member, params.layoutId),
  );

  action(
    'GET /v1/bingocreator/layouts',
    {
      summary: 'The layouts a game can be started from (Official and Creator accounts)',
      response: CreatorLayoutsSchema,
    },
    async ({ member }) => ({ layouts: await service.creatorLayouts(member) }),
  );
};

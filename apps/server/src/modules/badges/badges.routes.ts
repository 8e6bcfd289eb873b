import { BadgeOptionsSchema, BadgeTypeSlugSchema, ChooseBadgesBodySchema } from '@crewcast/contracts/badges';
import type { preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../http/errors';
import { memberActions } from '../../http/member-action';
import type { MediaStorage } from '../../storage/media-storage';
import { sendStored } from '../media/media.module';
import type { BadgesService } from './badges.service';

/** An image asked for without its version: the current one, kept briefly since a new upload replaces it. */
const CURRENT_IMAGE_CACHE = 'public, max-age=300, must-revalidate';

const ImageQuerySchema = z.object({
  v: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 31 - 1)
    .optional(),
});

/** The member's badges (user host, SPEC section 7) and the badge images (image host, SPEC section 3). */
export const badgesRoutes: FastifyPluginAsyncZod<{
  service: BadgesService;
  storage: MediaStorage;
  authenticate: preHandlerHookHandler;
}> = async (app, { service, storage, authenticate }) => {
  const action = memberActions(app, { tag: 'badges', refusals: [400], authenticate });

  action(
    'GET /v1/badges/all',
    {
      summary: 'Every badge, whether the member owns it, and the order of the ones they show',
      response: BadgeOptionsSchema,
    },
    async ({ member }) => service.options(member),
  );

  action(
    'POST /v1/badges',
    {
      summary: 'Chooses the badges shown beside the member’s name: up to 3 owned types, in order',
      description:
        'The body is `{ "badges": ["annual", "staff"] }`: badge types, first shown first. At most three, ' +
        'each owned and named once; an empty list shows none. Anything else is a 400 naming the `badges` field.',
      body: ChooseBadgesBodySchema,
      response: BadgeOptionsSchema,
    },
    async ({ member, body }) => service.choose(member, body.badges),
  );

  // `{type}.png?v={version}` never changes, so browsers and CDNs keep it for good; without `v`, the current image.
  app.get(
    '/badges/:file',
    {
      config: { rateLimit: false },
      schema: { hide: true, params: z.object({ file: z.string() }), querystring: ImageQuerySchema },
    },
    async (request, reply) => {
      const type = /^(.+)\.png$/.exec(request.params.file)?.[1];
      if (!type || !BadgeTypeSlugSchema.safeParse(type).success)
        throw new AppError('NOT_FOUND', 'That badge image does not exist.');
      const { v } = request.query;
      const key = await service.imageKey(type, v);
      return sendStored(request, reply, storage, key, v === undefined ? CURRENT_IMAGE_CACHE : undefined);
    },
  );
};

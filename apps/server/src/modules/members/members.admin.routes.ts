import { ErrorBodySchema } from '@crewcast/contracts/errors';
import {
  AccountTypeBodySchema,
  AdjustPointsBodySchema,
  GrantTimeBodySchema,
  MemberBanBodySchema,
  MemberDeletionBodySchema,
  MemberDetailSchema,
  MemberIdParamsSchema,
  MemberSearchPageSchema,
  MemberSearchQuerySchema,
  ReceiptParamsSchema,
  RefundBodySchema,
} from '@crewcast/contracts/members';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { member } from '../../http/auth';
import type { ConsoleGuards } from '../../http/roles';
import type { MembersService } from './members.service';

const errors = {
  400: ErrorBodySchema,
  401: ErrorBodySchema,
  403: ErrorBodySchema,
  404: ErrorBodySchema,
  409: ErrorBodySchema,
};
const tags = ['admin: members'];
const params = MemberIdParamsSchema;
const detail = { 200: MemberDetailSchema, ...errors };

/**
 * The console's Members area for Official and Creator accounts; account types, Producer Points and subscription
 * time are for Official accounts alone.
 */
export const membersAdminRoutes: FastifyPluginAsyncZod<{
  service: MembersService;
  guards: ConsoleGuards;
}> = async (app, { service, guards }) => {
  app.get(
    '/v1/admin/members',
    {
      onRequest: guards.staff,
      schema: {
        tags,
        summary: 'Members whose email or display name contains the search, newest first, a page at a time',
        querystring: MemberSearchQuerySchema,
        response: { 200: MemberSearchPageSchema, ...errors },
      },
    },
    async (request) => service.search(request.query),
  );

  app.get(
    '/v1/admin/members/:userId',
    {
      onRequest: guards.staff,
      schema: {
        tags,
        summary: "A member's profile, subscription, receipts, points, devices, sessions and badges",
        params,
        response: detail,
      },
    },
    async (request) => service.detail(request.params.userId),
  );

  app.post(
    '/v1/admin/members/:userId/subscription-time',
    {
      onRequest: guards.official,
      schema: {
        tags,
        summary: 'Adds days or months of complimentary access, to a running subscription or as a new one',
        params,
        body: GrantTimeBodySchema,
        response: detail,
      },
    },
    async (request) => service.grantTime(member(request), request.params.userId, request.body),
  );

  app.post(
    '/v1/admin/members/:userId/receipts/:receiptId/refund',
    {
      onRequest: guards.official,
      schema: {
        tags,
        summary:
          "Refunds a test-mode subscription receipt, taking back its Producer Points and the plan's badge",
        params: ReceiptParamsSchema,
        body: RefundBodySchema,
        response: detail,
      },
    },
    async (request) =>
      service.refund(member(request), request.params.userId, request.params.receiptId, request.body),
  );

  app.post(
    '/v1/admin/members/:userId/points',
    {
      onRequest: guards.official,
      schema: {
        tags,
        summary: 'Adds or takes away Producer Points with a reason; a balance never goes below zero',
        params,
        body: AdjustPointsBodySchema,
        response: detail,
      },
    },
    async (request) => service.adjustPoints(member(request), request.params.userId, request.body),
  );

  app.put(
    '/v1/admin/members/:userId/account-type',
    {
      onRequest: guards.official,
      schema: {
        tags,
        summary:
          "Changes a member's account type (Normal 0, Free 1, Official 2, Creator 3) and ends their sessions",
        params,
        body: AccountTypeBodySchema,
        response: detail,
      },
    },
    async (request) =>
      service.setAccountType(member(request), request.params.userId, request.body.accountType),
  );

  app.post(
    '/v1/admin/members/:userId/sign-out',
    {
      onRequest: guards.staff,
      schema: {
        tags,
        summary: 'Ends every session of the member on every device, and closes their realtime connections',
        params,
        response: detail,
      },
    },
    async (request) => service.signOutEverywhere(member(request), request.params.userId),
  );

  app.post(
    '/v1/admin/members/:userId/ban',
    {
      onRequest: guards.staff,
      schema: {
        tags,
        summary: 'Bans the account: its sessions and connections end and it cannot sign in until unbanned',
        params,
        body: MemberBanBodySchema,
        response: detail,
      },
    },
    async (request) => service.ban(member(request), request.params.userId, request.body.reason),
  );

  app.delete(
    '/v1/admin/members/:userId/ban',
    {
      onRequest: guards.staff,
      schema: { tags, summary: 'Lifts a ban: the member can sign in again', params, response: detail },
    },
    async (request) => service.unban(member(request), request.params.userId),
  );

  app.post(
    '/v1/admin/members/:userId/deletion',
    {
      onRequest: guards.staff,
      schema: {
        tags,
        summary:
          'Starts account deletion: the account is erased after the grace period unless it is cancelled',
        params,
        body: MemberDeletionBodySchema.nullish(),
        response: detail,
      },
    },
    async (request) =>
      service.requestDeletion(member(request), request.params.userId, request.body?.reason ?? ''),
  );

  app.delete(
    '/v1/admin/members/:userId/deletion',
    {
      onRequest: guards.staff,
      schema: { tags, summary: "Cancels the member's pending account deletion", params, response: detail },
    },
    async (request) => service.cancelDeletion(member(request), request.params.userId),
  );
};

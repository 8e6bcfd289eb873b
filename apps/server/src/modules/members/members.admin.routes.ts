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
import { consoleArea, type ConsoleArea } from '../../http/console-action';
import type { MembersService } from './members.service';

const area: ConsoleArea = { role: 'staff', tag: 'admin: members', refusals: [400, 404, 409] };

/**
 * The console's Members area for Official and Creator accounts; account types, Producer Points and subscription
 * time are for Official accounts alone.
 */
export const membersAdminRoutes = consoleArea<{ service: MembersService }>(area, (action, { service }) => {
  action(
    'GET /v1/admin/members',
    {
      summary: 'Members whose email or display name contains the search, newest first, a page at a time',
      query: MemberSearchQuerySchema,
      response: MemberSearchPageSchema,
    },
    async ({ query }) => service.search(query),
  );

  action(
    'GET /v1/admin/members/:userId',
    {
      summary: "A member's profile, subscription, receipts, points, devices, sessions and badges",
      params: MemberIdParamsSchema,
      response: MemberDetailSchema,
    },
    async ({ params }) => service.detail(params.userId),
  );

  action(
    'POST /v1/admin/members/:userId/subscription-time',
    {
      summary: 'Adds days or months of complimentary access, to a running subscription or as a new one',
      params: MemberIdParamsSchema,
      body: GrantTimeBodySchema,
      response: MemberDetailSchema,
      role: 'official',
    },
    async ({ actor, params, body }) => service.grantTime(actor, params.userId, body),
  );

  action(
    'POST /v1/admin/members/:userId/receipts/:receiptId/refund',
    {
      summary:
        "Refunds a test-mode subscription receipt, taking back its Producer Points and the plan's badge",
      params: ReceiptParamsSchema,
      body: RefundBodySchema,
      response: MemberDetailSchema,
      role: 'official',
    },
    async ({ actor, params, body }) => service.refund(actor, params.userId, params.receiptId, body),
  );

  action(
    'POST /v1/admin/members/:userId/points',
    {
      summary: 'Adds or takes away Producer Points with a reason; a balance never goes below zero',
      params: MemberIdParamsSchema,
      body: AdjustPointsBodySchema,
      response: MemberDetailSchema,
      role: 'official',
    },
    async ({ actor, params, body }) => service.adjustPoints(actor, params.userId, body),
  );

  action(
    'PUT /v1/admin/members/:userId/account-type',
    {
      summary:
        "Changes a member's account type (Normal 0, Free 1, Official 2, Creator 3) and ends their sessions",
      params: MemberIdParamsSchema,
      body: AccountTypeBodySchema,
      response: MemberDetailSchema,
      role: 'official',
    },
    async ({ actor, params, body }) => service.setAccountType(actor, params.userId, body.accountType),
  );

  action(
    'POST /v1/admin/members/:userId/sign-out',
    {
      summary: 'Ends every session of the member on every device, and closes their realtime connections',
      params: MemberIdParamsSchema,
      response: MemberDetailSchema,
    },
    async ({ actor, params }) => service.signOutEverywhere(actor, params.userId),
  );

  action(
    'POST /v1/admin/members/:userId/ban',
    {
      summary: 'Bans the account: its sessions and connections end and it cannot sign in until unbanned',
      params: MemberIdParamsSchema,
      body: MemberBanBodySchema,
      response: MemberDetailSchema,
    },
    async ({ actor, params, body }) => service.ban(actor, params.userId, body.reason),
  );

  action(
    'DELETE /v1/admin/members/:userId/ban',
    {
      summary: 'Lifts a ban: the member can sign in again',
      params: MemberIdParamsSchema,
      response: MemberDetailSchema,
    },
    async ({ actor, params }) => service.unban(actor, params.userId),
  );

  action(
    'POST /v1/admin/members/:userId/deletion',
    {
      summary: 'Starts account deletion: the account is erased after the grace period unless it is cancelled',
      params: MemberIdParamsSchema,
      body: MemberDeletionBodySchema.nullish(),
      response: MemberDetailSchema,
    },
    async ({ actor, params, body }) => service.requestDeletion(actor, params.userId, body?.reason ?? ''),
  );

  action(
    'DELETE /v1/admin/members/:userId/deletion',
    {
      summary: "Cancels the member's pending account deletion",
      params: MemberIdParamsSchema,
      response: MemberDetailSchema,
    },
    async ({ actor, params }) => service.cancelDeletion(actor, params.userId),
  );
});

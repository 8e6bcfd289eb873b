import { z } from 'zod';

export interface PatreonApiSettings {
  clientId: string;
  clientSecret: string;
  tokenUrl: string;
  apiUrl: string;
  redirectUri: string;
}

/** Patreon answered 4xx: a bad or spent code, a revoked grant, an access token it no longer accepts. */
export class PatreonRefusedError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'PatreonRefusedError';
  }
}

/** Patreon could not be reached, was overloaded, or answered with something this server cannot read. */
export class PatreonUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PatreonUnavailableError';
  }
}

export interface PatreonTokens {
  accessToken: string;
  refreshToken: string;
}

export interface PatreonMembership {
  /** The creator's campaign the membership belongs to. */
  campaignId: string | null;
  patronStatus: string | null;
  tierIds: string[];
  amountCents: number;
}

export interface PatreonIdentity {
  patreonUserId: string;
  memberships: PatreonMembership[];
}

const REQUEST_TIMEOUT_MS = 10_000;

const TokenResponseSchema = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1),
});

const ResourceLinkSchema = z.object({ id: z.string(), type: z.string() });
const ToManySchema = z.object({ data: z.array(ResourceLinkSchema).nullable().optional() }).optional();

/** The JSON:API answer of GET /identity with memberships and their entitled tiers included. */
const IdentityResponseSchema = z.object({
  data: z.object({
    id: z.string().min(1),
    relationships: z.object({ memberships: ToManySchema }).optional(),
  }),
  included: z
    .array(
      z.object({
        id: z.string(),
        type: z.string(),
        attributes: z
          .object({
            patron_status: z.string().nullable().optional(),
            currently_entitled_amount_cents: z.number().int().nullable().optional(),
          })
          .optional(),
        relationships: z
          .object({
            currently_entitled_tiers: ToManySchema,
            campaign: z.object({ data: ResourceLinkSchema.nullable().optional() }).optional(),
          })
          .optional(),
      }),
    )
    .optional(),
});

function toIdentity(body: z.infer<typeof IdentityResponseSchema>): PatreonIdentity {
  const members = new Map(
    (body.included ?? []).filter((item) => item.type === 'member').map((item) => [item.id, item]),
  );
  const memberships = (body.data.relationships?.memberships?.data ?? []).flatMap(({ id }) => {
    const member = members.get(id);
    if (!member) return [];
    return [
      {
        campaignId: member.relationships?.campaign?.data?.id ?? null,
        patronStatus: member.attributes?.patron_status ?? null,
        tierIds: (member.relationships?.currently_entitled_tiers?.data ?? []).map((tier) => tier.id),
        amountCents: member.attributes?.currently_entitled_amount_cents ?? 0,
      },
    ];
  });
  return { patreonUserId: body.data.id, memberships };
}

async function requestJson<T>(url: string, init: RequestInit, schema: z.ZodType<T>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  } catch (error) {
    throw new PatreonUnavailableError(`Patreon could not be reached at ${url}`, { cause: error });
  }
  if (response.status === 429 || response.status >= 500) {
    throw new PatreonUnavailableError(`Patreon answered ${response.status} at ${url}`);
  }
  if (!response.ok)
    throw new PatreonRefusedError(response.status, `Patreon refused ${url} with ${response.status}`);
  const parsed = schema.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new PatreonUnavailableError(`Patreon answered ${url} in an unexpected shape`);
  return parsed.data;
}

/** The three calls this site makes to Patreon: the code exchange, the token refresh and the identity. */
export function createPatreonApi(settings: PatreonApiSettings) {
  async function token(grant: Record<string, string>): Promise<PatreonTokens> {
    const body = await requestJson(
      settings.tokenUrl,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
        body: new URLSearchParams({
          ...grant,
          client_id: settings.clientId,
          client_secret: settings.clientSecret,
        }),
      },
      TokenResponseSchema,
    );
    return { accessToken: body.access_token, refreshToken: body.refresh_token };
  }

  return {
    exchangeCode(code: string): Promise<PatreonTokens> {
      return token({ grant_type: 'authorization_code', code, redirect_uri: settings.redirectUri });
    },

    refresh(refreshToken: string): Promise<PatreonTokens> {
      return token({ grant_type: 'refresh_token', refresh_token: refreshToken });
    },

    async identity(accessToken: string): Promise<PatreonIdentity> {
      const url = new URL(`${settings.apiUrl.replace(/\/+$/, '')}/identity`);
      url.searchParams.set('include', 'memberships.currently_entitled_tiers,memberships.campaign');
      url.searchParams.set('fields[member]', 'patron_status,currently_entitled_amount_cents');
      const body = await requestJson(
        url.toString(),
        { headers: { authorization: `Bearer ${accessToken}`, accept: 'application/json' } },
        IdentityResponseSchema,
      );
      return toIdentity(body);
    },
  };
}

export type PatreonApi = ReturnType<typeof createPatreonApi>;

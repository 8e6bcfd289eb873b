import {
  PATREON_CALLBACK_PATH,
  type PatreonCallbackBody,
  type PatreonConnect,
  type PatreonStatus,
} from '@crewcast/contracts/patreon';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { AppError } from '../../http/errors';
import type { ConfigService } from '../config/config.service';
import {
  createPatreonApi,
  PatreonRefusedError,
  PatreonUnavailableError,
  type PatreonApiSettings,
  type PatreonIdentity,
  type PatreonMembership,
} from './patreon-api';
import { createLinkStates, createTokenCipher, UnreadableTokenError } from './patreon-secrets';
import { createPatreonRepository, type PatreonLinkChanges, type PatreonLinkRow } from './patreon.repository';

export interface PatreonSettings extends PatreonApiSettings {
  authorizeUrl: string;
  /** The site's own campaign: memberships of other creators' campaigns never count. */
  campaignId: string;
  /** Tiers of that campaign whose active patrons count as subscribers; empty: every tier of it. */
  tierIds: string[];
}

/** The Patreon settings of the server configuration; Patreon sends members back to the web app's callback page. */
export function patreonSettings(config: Config): PatreonSettings {
  return {
    clientId: config.PATREON_CLIENT_ID,
    clientSecret: config.PATREON_CLIENT_SECRET,
    campaignId: config.PATREON_CAMPAIGN_ID,
    tierIds: config.PATREON_TIER_IDS,
    authorizeUrl: config.PATREON_AUTHORIZE_URL,
    tokenUrl: config.PATREON_TOKEN_URL,
    apiUrl: config.PATREON_API_URL,
    redirectUri: `${config.PUBLIC_URL.replace(/\/+$/, '')}${PATREON_CALLBACK_PATH}`,
  };
}

export interface PatreonServiceDependencies {
  db: Database;
  settings: PatreonSettings;
  /** Signs link states and encrypts stored tokens (resolveSecret(config.PATREON_SECRET, ...)). */
  secret: string;
  remoteConfig: Pick<ConfigService, 'getRemoteConfig'>;
  log: { warn(obj: object, msg: string): void };
  clock?: () => Date;
}

export const PATREON_SCOPE = 'identity identity.memberships';
export const ACTIVE_PATRON = 'active_patron';
/** A pledge is read again from Patreon when the last reading is older than this. */
const RECHECK_AFTER_MS = 60 * 60 * 1000;
/** After Patreon failed to answer, members are not sent to it again for a while. */
const RETRY_AFTER_FAILURE_MS = 5 * 60 * 1000;

const MESSAGES = {
  unavailable: 'Patreon linking is not available on this site.',
  badState: 'This Patreon link has expired or was started from another account. Please link Patreon again.',
  refused: 'Patreon did not accept the link. Please link Patreon again.',
  unreachable: 'Patreon could not be reached. Please try again in a few minutes.',
  linkedElsewhere: 'This Patreon account is already linked to another account.',
} as const;

const UNLINKED: PatreonStatus = {
  linked: false,
  patronStatus: null,
  tierIds: [],
  active: false,
  checkedAt: null,
};

/** Nothing can be vouched for: what a link records once Patreon no longer lets this site read the pledge. */
const NO_PLEDGE = { patronStatus: null, tierIds: [], pledgeCents: 0 } satisfies PatreonLinkChanges;

/**
 * Members link a Patreon account; an active pledge at one of the configured tiers counts as a subscription.
 * Everything answers 404 while the remote flag patreon_enabled is off or no Patreon client is configured.
 */
export function createPatreonService({
  db,
  settings,
  secret,
  remoteConfig,
  log,
  clock = () => new Date(),
}: PatreonServiceDependencies) {
  const repository = createPatreonRepository(db);
  const api = createPatreonApi(settings);
  const states = createLinkStates(secret, clock);
  const cipher = createTokenCipher(secret);
  const rechecks = new Map<string, Promise<PatreonLinkRow | undefined>>();
  const retryAfter = new Map<string, number>();

  const counts = (membership: Pick<PatreonMembership, 'patronStatus' | 'tierIds'>) =>
    membership.patronStatus === ACTIVE_PATRON &&
    (settings.tierIds.length === 0 || membership.tierIds.some((id) => settings.tierIds.includes(id)));

  /**
   * The membership of this site's campaign that speaks for the member: one that counts, else an active one, else
   * any. Patreon lists every campaign the member backs; the others are none of this site's business.
   */
  function pledgeOf(identity: PatreonIdentity) {
    const memberships = identity.memberships.filter(({ campaignId }) => campaignId === settings.campaignId);
    const chosen =
      memberships.find(counts) ??
      memberships.find((membership) => membership.patronStatus === ACTIVE_PATRON) ??
      memberships[0];
    if (!chosen) return NO_PLEDGE;
    return { patronStatus: chosen.patronStatus, tierIds: chosen.tierIds, pledgeCents: chosen.amountCents };
  }

  function toStatus(row: PatreonLinkRow | undefined): PatreonStatus {
    if (!row) return UNLINKED;
    return {
      linked: true,
      patronStatus: row.patronStatus,
      tierIds: row.tierIds,
      active: counts(row),
      checkedAt: row.checkedAt.toISOString(),
    };
  }

  async function isAvailable(): Promise<boolean> {
    return settings.clientId !== '' && (await remoteConfig.getRemoteConfig()).patreon_enabled;
  }

  async function requireAvailable(): Promise<void> {
    if (!(await isAvailable())) throw new AppError('NOT_FOUND', MESSAGES.unavailable);
  }

  /** Patreon's failures as answers the member can act on; the details stay in the log. */
  function toAppError(error: unknown, userId: string): unknown {
    if (error instanceof PatreonRefusedError) {
      log.warn({ err: error, userId }, 'Patreon refused a link');
      return new AppError('INVALID_CODE', MESSAGES.refused);
    }
    if (error instanceof PatreonUnavailableError) {
      log.warn({ err: error, userId }, 'Patreon failed during a link');
      return new AppError('BAD_GATEWAY', MESSAGES.unreachable);
    }
    return error;
  }

  /** Reads the pledge again, renewing the access token once when Patreon no longer accepts it. */
  async function recheck(row: PatreonLinkRow): Promise<PatreonLinkRow | undefined> {
    const { userId } = row;
    try {
      let identity: PatreonIdentity;
      try {
        identity = await api.identity(cipher.open(row.accessToken));
      } catch (error) {
        if (!(error instanceof PatreonRefusedError && error.status === 401)) throw error;
        const tokens = await api.refresh(cipher.open(row.refreshToken));
        // Patreon replaces the refresh token too: the new pair is kept before anything else can fail.
        await repository.update(userId, {
          accessToken: cipher.seal(tokens.accessToken),
          refreshToken: cipher.seal(tokens.refreshToken),
        });
        identity = await api.identity(tokens.accessToken);
      }
      retryAfter.delete(userId);
      return await repository.update(userId, { ...pledgeOf(identity), checkedAt: clock() });
    } catch (error) {
      if (error instanceof PatreonRefusedError || error instanceof UnreadableTokenError) {
        // The member revoked this site on Patreon, or the tokens are lost: the pledge can no longer be vouched for.
        log.warn(
          { err: error, userId },
          'Patreon no longer answers for a linked account; its pledge is cleared',
        );
        return repository.update(userId, { ...NO_PLEDGE, checkedAt: clock() });
      }
      log.warn({ err: error, userId }, 'Patreon pledge re-check failed; keeping the last known state');
      retryAfter.set(userId, clock().getTime() + RETRY_AFTER_FAILURE_MS);
      return row;
    }
  }

  /** The link, re-read from Patreon when its last reading is older than an hour (one re-check at a time). */
  async function currentLink(userId: string): Promise<PatreonLinkRow | undefined> {
    const row = await repository.find(userId);
    if (!row) return undefined;
    const now = clock().getTime();
    if (now - row.checkedAt.getTime() < RECHECK_AFTER_MS || (retryAfter.get(userId) ?? 0) > now) return row;
    let pending = rechecks.get(userId);
    if (!pending) {
      pending = recheck(row).finally(() => rechecks.delete(userId));
      rechecks.set(userId, pending);
    }
    return pending;
  }

  return {
    isAvailable,

    async status(userId: string): Promise<PatreonStatus> {
      await requireAvailable();
      return toStatus(await currentLink(userId));
    },

    /** Where to send the member to allow this site on Patreon. */
    async connect(userId: string): Promise<PatreonConnect> {
      await requireAvailable();
      const url = new URL(settings.authorizeUrl);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('client_id', settings.clientId);
      url.searchParams.set('redirect_uri', settings.redirectUri);
      url.searchParams.set('scope', PATREON_SCOPE);
      url.searchParams.set('state', states.issue(userId));
      return { url: url.toString() };
    },

    /** Completes a link with the code Patreon handed the callback page. */
    async completeLink(userId: string, { code, state }: PatreonCallbackBody): Promise<PatreonStatus> {
      await requireAvailable();
      if (!states.verify(userId, state)) throw new AppError('BAD_REQUEST', MESSAGES.badState);
      let tokens;
      let identity;
      try {
        tokens = await api.exchangeCode(code);
        identity = await api.identity(tokens.accessToken);
      } catch (error) {
        throw toAppError(error, userId);
      }
      const holder = await repository.findByPatreonUserId(identity.patreonUserId);
      if (holder && holder.userId !== userId) throw new AppError('CONFLICT', MESSAGES.linkedElsewhere);
      try {
        const row = await repository.save({
          userId,
          patreonUserId: identity.patreonUserId,
          accessToken: cipher.seal(tokens.accessToken),
          refreshToken: cipher.seal(tokens.refreshToken),
          ...pledgeOf(identity),
          checkedAt: clock(),
        });
        retryAfter.delete(userId);
        return toStatus(row);
      } catch (error) {
        if (isUniqueViolation(error)) throw new AppError('CONFLICT', MESSAGES.linkedElsewhere);
        throw error;
      }
    },

    async unlink(userId: string): Promise<PatreonStatus> {
      await requireAvailable();
      await repository.remove(userId);
      retryAfter.delete(userId);
      return UNLINKED;
    },

    /**
     * Whether the member's Patreon pledge counts as a subscription: an active patron at a configured tier (any
     * active pledge when none are configured). False while Patreon linking is off. When Patreon is down the last
     * known state holds.
     */
    async hasActivePledge(userId: string): Promise<boolean> {
      if (!(await isAvailable())) return false;
      const row = await currentLink(userId);
      return row !== undefined && counts(row);
    },
  };
}

export type PatreonService = ReturnType<typeof createPatreonService>;

import { AccountType } from '@crewcast/contracts/account';
import {
  BADGES_MAX,
  badgeImagePath,
  type AdminBadgeType,
  type BadgeEarnedBy,
  type BadgeHolder,
  type BadgeOptions,
  type BadgeType,
  type CreateBadgeTypeBody,
  type UpdateBadgeTypeBody,
} from '@crewcast/contracts/badges';
import type { BadgeGrant } from '@crewcast/contracts/members';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client';
import { AppError, fieldError } from '../../http/errors';
import type { MediaStorage } from '../../storage/media-storage';
import { auditedChange } from '../audit/audit.module';
import type { AuditService } from '../audit/audit.service';
import { badgeImageFromUpload, badgeImageKey, renderBadgeSvg } from './badge-images';
import { BADGE_ART } from './badges.art';
import { createBadgesRepository, type BadgeTypeRow } from './badges.repository';
import { rowFields } from '../../db/row-fields';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A year as a subscriber earns the anniversary badge. */
export const ANNIVERSARY_DAYS = 365;

/** Who is asking: the member and their account type, which decides the staff and creator badges. */
export interface BadgeMember {
  userId: string;
  accountType: number;
}

/** A chosen badge of a member, in order. */
export interface ChosenBadge {
  type: string;
  imageUrl: string;
}

export interface BadgesDependencies {
  db: Database;
  storage: MediaStorage;
  audit: AuditService;
  /** A member by email address or id, from the users module. */
  findMember: (emailOrId: string) => Promise<{ userId: string; displayName: string } | undefined>;
  /** Display names by member id, from the users module. */
  displayNamesOf: (userIds: string[]) => Promise<Map<string, string>>;
  /** Members whose subscription has run since `start` or earlier, from the billing module. */
  subscribersSince: (start: Date) => Promise<string[]>;
  clock?: () => Date;
}

/** Whether the member owns a badge: staff and creator badges follow the account type, the rest a stored grant. */
function owns(earnedBy: BadgeEarnedBy, accountType: number, granted: boolean): boolean {
  if (earnedBy === 'staff') return accountType === AccountType.Official;
  if (earnedBy === 'creator') return accountType === AccountType.Creator;
  return granted;
}

const isComputed = (earnedBy: BadgeEarnedBy) => earnedBy === 'staff' || earnedBy === 'creator';

function badgeTypeOf(row: BadgeTypeRow): BadgeType {
  return {
    ...rowFields(row, 'type', 'name', 'description', 'howToEarn', 'earnedBy'),
    imageUrl: badgeImagePath(row.type, row.imageVersion),
  };
}

/** What the audit log keeps of a badge type. */
const auditedType = (row: BadgeTypeRow) => ({
  name: row.name,
  description: row.description,
  howToEarn: row.howToEarn,
  earnedBy: row.earnedBy,
  imageVersion: row.imageVersion,
});

/** Profile badges: the types, who owns which, the up to three each member shows, and their images. */
export function createBadgesService(deps: BadgesDependencies) {
  const { db, storage, audit, clock = () => new Date() } = deps;
  const repository = createBadgesRepository(db);

  async function findTypeOrFail(type: string, tx: Executor = db, lock = false): Promise<BadgeTypeRow> {
    const row = await repository.findType(type, tx, lock);
    if (!row) throw new AppError('NOT_FOUND', `There is no badge called "${type}".`);
    return row;
  }

  async function ownedTypes(member: BadgeMember, types: BadgeTypeRow[], tx: Executor = db) {
    const granted = new Set((await repository.listGrants(member.userId, tx)).map((grant) => grant.type));
    return new Set(
      types
        .filter((row) => owns(row.earnedBy, member.accountType, granted.has(row.type)))
        .map((row) => row.type),
    );
  }

  return {
    /** The badges the member holds a grant for, in the order they were earned. */
    async granted(userId: string): Promise<BadgeGrant[]> {
      const rows = await repository.listGrants(userId);
      return rows.map((row) => ({
        type: row.type,
        reason: row.reason,
        created: row.createdAt.toISOString(),
      }));
    },

    /** Gives the member a badge once; a second grant of the same type changes nothing. */
    async grant(tx: Executor, grant: { userId: string; type: string; reason: string }): Promise<void> {
      await repository.insertGrants([grant], tx);
    },

    /** Takes back a badge a payment earned (after a refund); the same badge granted for another reason stays. */
    async withdraw(tx: Executor, grant: { userId: string; type: string; reason: string }): Promise<void> {
      if (await repository.deleteGrant(grant.userId, grant.type, tx, grant.reason))
        await repository.deleteChoice(grant.userId, grant.type, tx);
    },

    /** GET /v1/badges/all: every badge type, whether the member owns it and where it sits among the chosen. */
    async options(member: BadgeMember): Promise<BadgeOptions> {
      const types = await repository.listTypes();
      const [owned, chosen] = await Promise.all([
        ownedTypes(member, types),
        this.chosenOf([member]).then((chosen) => chosen.get(member.userId) ?? []),
      ]);
      const orderOf = new Map(chosen.map((badge, index) => [badge.type, index + 1]));
      return {
        badges: types.map((row) => ({
          ...badgeTypeOf(row),
          owned: owned.has(row.type),
          order: orderOf.get(row.type) ?? null,
        })),
      };
    },

    /** POST /v1/badges: the member shows these badges, in this order. At most three, owned, each once. */
    async choose(member: BadgeMember, types: string[]): Promise<BadgeOptions> {
      if (types.length > BADGES_MAX)
        throw fieldError('BAD_REQUEST', 'badges', `Choose at most ${BADGES_MAX} badges.`);
      const repeated = types.find((type, index) => types.indexOf(type) !== index);
      if (repeated !== undefined)
        throw fieldError(
          'BAD_REQUEST',
          'badges',
          `Each badge can be chosen once; "${repeated}" is there twice.`,
        );
      await db.transaction(async (tx) => {
        // One change at a time per member, so two saves cannot interleave their rows.
        await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`badges:${member.userId}`}))`);
        const all = await repository.listTypes(tx);
        const known = new Map(all.map((row) => [row.type, row]));
        const unknown = types.find((type) => !known.has(type));
        if (unknown !== undefined)
          throw fieldError('BAD_REQUEST', 'badges', `There is no badge called "${unknown}".`);
        const owned = await ownedTypes(member, all, tx);
        const notOwned = types.find((type) => !owned.has(type));
        if (notOwned !== undefined) {
          const row = known.get(notOwned) as BadgeTypeRow;
          throw fieldError(
            'BAD_REQUEST',
            'badges',
            `You do not have the ${row.name} badge yet. ${row.howToEarn}`,
          );
        }
        await repository.replaceChoices(member.userId, types, tx);
      });
      return this.options(member);
    },

    /**
     * The badges each member shows, in order, with their image URLs: one query for all of them. A chosen badge
     * the member no longer owns (a revoked grant, a changed account type) is left out.
     */
    async chosenOf(members: readonly BadgeMember[]): Promise<Map<string, ChosenBadge[]>> {
      const accountTypes = new Map(members.map((member) => [member.userId, member.accountType]));
      const rows = await repository.listChoicesOf([...accountTypes.keys()]);
      const chosen = new Map<string, ChosenBadge[]>();
      for (const row of rows) {
        if (!owns(row.earnedBy, accountTypes.get(row.userId) ?? AccountType.Normal, row.granted)) continue;
        const list = chosen.get(row.userId) ?? [];
        list.push({ type: row.type, imageUrl: badgeImagePath(row.type, row.imageVersion) });
        chosen.set(row.userId, list);
      }
      return chosen;
    },

    /** The storage key of a type's image: the version asked for, else the current one. */
    async imageKey(type: string, version?: number): Promise<string> {
      if (version !== undefined) return badgeImageKey(type, version);
      return badgeImageKey(type, (await findTypeOrFail(type)).imageVersion);
    },

    /** Renders the project's own designs for the types that have one and no published image yet. */
    async publishArt(): Promise<number> {
      let published = 0;
      for (const row of await repository.listTypes()) {
        const art = BADGE_ART[row.type];
        const key = badgeImageKey(row.type, row.imageVersion);
        if (!art || row.imageVersion !== 1 || (await storage.stat(key))) continue;
        await storage.putFile(key, renderBadgeSvg(art));
        published += 1;
      }
      return published;
    },

    /** The daily job: members whose subscription has run a year or more get the anniversary badges. */
    async grantAnniversaries(): Promise<number> {
      const types = (await repository.listTypes()).filter((row) => row.earnedBy === 'anniversary');
      if (types.length === 0) return 0;
      const members = await deps.subscribersSince(new Date(clock().getTime() - ANNIVERSARY_DAYS * DAY_MS));
      return repository.insertGrants(
        types.flatMap((row) =>
          members.map((userId) => ({ userId, type: row.type, reason: 'A year as a subscriber' })),
        ),
      );
    },

    // The console.

    async listTypes(): Promise<AdminBadgeType[]> {
      const [types, holders] = await Promise.all([repository.listTypes(), repository.countHolders()]);
      return types.map((row) => ({
        ...badgeTypeOf(row),
        imageVersion: row.imageVersion,
        holders: holders.get(row.type) ?? 0,
      }));
    },

    /** A new type, earned by a staff grant, with its image. */
    async createType(actorId: string, body: CreateBadgeTypeBody): Promise<AdminBadgeType> {
      const png = badgeImageFromUpload(body.image);
      return db.transaction(async (tx) => {
        const created = await repository.insertType(
          {
            type: body.type,
            name: body.name,
            description: body.description,
            howToEarn: body.howToEarn,
            earnedBy: 'granted',
            position: await repository.nextPosition(tx),
          },
          tx,
        );
        if (!created) throw new AppError('CONFLICT', `A badge called "${body.type}" exists already.`);
        await storage.putFile(badgeImageKey(created.type, created.imageVersion), png);
        await audit.record(tx, {
          actorId,
          action: 'badges.create',
          target: { type: 'badge', id: created.type },
          after: auditedType(created),
        });
        return { ...badgeTypeOf(created), imageVersion: created.imageVersion, holders: 0 };
      });
    },

    /** Changes the given fields; a new image is published under the next version, so its URL changes. */
    async updateType(actorId: string, type: string, body: UpdateBadgeTypeBody): Promise<AdminBadgeType> {
      const png = body.image && badgeImageFromUpload(body.image);
      return db.transaction(async (tx) => {
        const before = await findTypeOrFail(type, tx, true);
        const imageVersion = png ? before.imageVersion + 1 : before.imageVersion;
        if (png) await storage.putFile(badgeImageKey(type, imageVersion), png);
        const after = (await repository.updateType(
          type,
          { name: body.name, description: body.description, howToEarn: body.howToEarn, imageVersion },
          tx,
        )) as BadgeTypeRow;
        await audit.record(tx, {
          actorId,
          action: 'badges.update',
          target: { type: 'badge', id: type },
          ...auditedChange(auditedType, before, after),
        });
        const holders = (await repository.countHolders(tx)).get(type) ?? 0;
        return { ...badgeTypeOf(after), imageVersion: after.imageVersion, holders };
      });
    },

    /** The members holding a stored grant of the type, oldest first. */
    async holders(type: string): Promise<BadgeHolder[]> {
      await findTypeOrFail(type);
      const grants = await repository.listHolders(type);
      const names = await deps.displayNamesOf(grants.map((grant) => grant.userId));
      return grants.map((grant) => ({
        userId: grant.userId,
        displayName: names.get(grant.userId) ?? '',
        reason: grant.reason,
        created: grant.createdAt.toISOString(),
      }));
    },

    /** Staff give a member a badge (by email address or member id). */
    async grantTo(
      actorId: string,
      type: string,
      body: { member: string; reason: string },
    ): Promise<BadgeHolder> {
      const member = await deps.findMember(body.member);
      if (!member) {
        const message = 'No member has that email address or member id.';
        throw fieldError('NOT_FOUND', 'member', message);
      }
      return db.transaction(async (tx) => {
        const row = await findTypeOrFail(type, tx);
        if (isComputed(row.earnedBy))
          throw fieldError(
            'BAD_REQUEST',
            'type',
            `The ${row.name} badge comes with the account type; change the member's account type instead.`,
          );
        const added = await repository.insertGrants(
          [{ userId: member.userId, type, reason: body.reason }],
          tx,
        );
        if (added === 0)
          throw new AppError('CONFLICT', `${member.displayName} has the ${row.name} badge already.`);
        await audit.record(tx, {
          actorId,
          action: 'badges.grant',
          target: { type: 'member', id: member.userId },
          after: { type, reason: body.reason },
        });
        return {
          userId: member.userId,
          displayName: member.displayName,
          reason: body.reason,
          created: clock().toISOString(),
        };
      });
    },

    /** Takes a granted badge back; it also leaves the member's chosen badges. */
    async revoke(actorId: string, type: string, userId: string): Promise<void> {
      await db.transaction(async (tx) => {
        await findTypeOrFail(type, tx);
        const removed = await repository.deleteGrant(userId, type, tx);
        if (!removed) throw new AppError('NOT_FOUND', 'That member does not hold this badge.');
        await repository.deleteChoice(userId, type, tx);
        await audit.record(tx, {
          actorId,
          action: 'badges.revoke',
          target: { type: 'member', id: userId },
          before: { type, reason: removed.reason },
        });
      });
    },
  };
}

export type BadgesService = ReturnType<typeof createBadgesService>;

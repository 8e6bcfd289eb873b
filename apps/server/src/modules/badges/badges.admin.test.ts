import { AccountType } from '@crewcast/contracts/account';
import type { AdminBadgeType, BadgeOptions } from '@crewcast/contracts/badges';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerMember, requestAs, type TestMember } from '../../test/members';
import { staffMember } from '../../test/realtime';
import { useTestApp } from '../../test/test-app';

let staff: TestMember;

const ctx = useTestApp({ TRUST_PROXY: '1', ACCOUNT_RATE_LIMIT_MAX: '1000' });
beforeAll(async () => {
  staff = await staffMember(ctx, AccountType.Creator);
});

const STAR_SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">' +
  '<circle cx="32" cy="32" r="30" fill="#2fd17a"/></svg>';
const svgImage = (svg = STAR_SVG) => ({
  contentType: 'image/svg+xml',
  data: Buffer.from(svg).toString('base64'),
});

function admin(method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) {
  return requestAs(ctx.app, staff.tokens.token, method, url, payload);
}

async function auditEntries(action: string, targetId: string) {
  const res = await admin('GET', `/v1/admin/audit?action=${action}&targetId=${targetId}`);
  return res.json().entries as { action: string; before: unknown; after: unknown }[];
}

/** A PNG header of the given size: enough for the checks the server makes before storing it. */
function pngHeader(width: number, height: number): string {
  const bytes = Buffer.alloc(33);
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]).copy(bytes);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12, 'latin1');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes.toString('base64');
}

const newBadge = (type: string) => ({
  type,
  name: 'Night Owl',
  description: 'Watches the late shows.',
  howToEarn: 'Given by staff to members who never miss a late stream.',
  image: svgImage(),
});

describe('badge types in the console', () => {
  it('creates a granted type from an SVG, renders it to PNG and audits it', async () => {
    const res = await admin('POST', '/v1/admin/badges', newBadge('night-owl'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      type: 'night-owl',
      earnedBy: 'granted',
      imageUrl: '/badges/night-owl.png?v=1',
      imageVersion: 1,
      holders: 0,
    });
    const image = await ctx.app.inject({ method: 'GET', url: '/badges/night-owl.png?v=1' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const [entry] = await auditEntries('badges.create', 'night-owl');
    expect(entry).toMatchObject({ after: { name: 'Night Owl', earnedBy: 'granted', imageVersion: 1 } });
    const list = (await admin('GET', '/v1/admin/badges')).json().badges as AdminBadgeType[];
    expect(list.at(-1)?.type).toBe('night-owl');
  });

  it('refuses a taken type, a bad slug, images that are not PNG or SVG, and oversize ones', async () => {
    expect((await admin('POST', '/v1/admin/badges', newBadge('night-owl'))).statusCode).toBe(409);
    const badSlug = await admin('POST', '/v1/admin/badges', newBadge('Night Owl!'));
    expect(badSlug.statusCode).toBe(400);
    expect(Object.keys(badSlug.json().fields)).toContain('type');
    const cases = [
      { contentType: 'image/gif', data: 'R0lGOD' },
      { contentType: 'image/png', data: Buffer.from('not a png at all').toString('base64') },
      { contentType: 'image/png', data: pngHeader(16, 16) },
      { contentType: 'image/png', data: pngHeader(512, 128) },
      { contentType: 'image/svg+xml', data: Buffer.from('<html></html>').toString('base64') },
      { contentType: 'image/svg+xml', data: Buffer.from('<svg><g></svg>').toString('base64') },
      { contentType: 'image/png', data: 'A'.repeat(400_000) },
    ];
    for (const image of cases) {
      const res = await admin('POST', '/v1/admin/badges', { ...newBadge('odd-one'), image });
      expect(res.statusCode, `${image.contentType} ${res.body}`).toBe(400);
      expect(Object.keys(res.json().fields ?? {}).join(), res.body).toMatch(/image/);
    }
    expect((await admin('GET', '/badges/odd-one.png')).statusCode).toBe(404);
  });

  it('accepts a square PNG as it is', async () => {
    const res = await admin('POST', '/v1/admin/badges', {
      ...newBadge('square-png'),
      image: { contentType: 'image/png', data: pngHeader(128, 128) },
    });
    expect(res.statusCode, res.body).toBe(200);
  });

  it('edits the text, and a new image gets the next version and URL; both audited', async () => {
    const renamed = await admin('PATCH', '/v1/admin/badges/night-owl', { name: 'Late Owl' });
    expect(renamed.json()).toMatchObject({ name: 'Late Owl', imageVersion: 1 });
    const redrawn = await admin('PATCH', '/v1/admin/badges/night-owl', {
      image: svgImage(STAR_SVG.replace('#2fd17a', '#ff5a5f')),
    });
    expect(redrawn.statusCode, redrawn.body).toBe(200);
    expect(redrawn.json()).toMatchObject({ imageVersion: 2, imageUrl: '/badges/night-owl.png?v=2' });
    const [first, second] = await Promise.all([
      ctx.app.inject({ method: 'GET', url: '/badges/night-owl.png?v=1' }),
      ctx.app.inject({ method: 'GET', url: '/badges/night-owl.png?v=2' }),
    ]);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(first.rawPayload.equals(second.rawPayload)).toBe(false);
    const entries = await auditEntries('badges.update', 'night-owl');
    expect(entries.map((entry) => [entry.before, entry.after])).toEqual([
      [expect.objectContaining({ imageVersion: 1 }), expect.objectContaining({ imageVersion: 2 })],
      [expect.objectContaining({ name: 'Night Owl' }), expect.objectContaining({ name: 'Late Owl' })],
    ]);
    expect((await admin('PATCH', '/v1/admin/badges/no-such', { name: 'X' })).statusCode).toBe(404);
  });
});

describe('granting and revoking', () => {
  let member: TestMember;
  beforeAll(async () => {
    member = await registerMember(ctx.app);
  });

  const optionsOf = async (who: TestMember) =>
    (await requestAs(ctx.app, who.tokens.token, 'GET', '/v1/badges/all')).json() as BadgeOptions;

  it('grants by email or member id, lists the holders and audits each grant', async () => {
    const byEmail = await admin('POST', '/v1/admin/badges/night-owl/holders', {
      member: member.email.toUpperCase(),
      reason: 'Never misses a late stream',
    });
    expect(byEmail.statusCode, byEmail.body).toBe(200);
    expect(byEmail.json()).toMatchObject({ userId: member.tokens.userId, displayName: member.displayName });
    const byId = await admin('POST', '/v1/admin/badges/founding-crew/holders', {
      member: member.tokens.userId,
    });
    expect(byId.statusCode, byId.body).toBe(200);
    const holders = (await admin('GET', '/v1/admin/badges/night-owl/holders')).json().holders;
    expect(holders).toEqual([
      expect.objectContaining({ userId: member.tokens.userId, reason: 'Never misses a late stream' }),
    ]);
    const owned = (await optionsOf(member)).badges.filter((badge) => badge.owned).map((badge) => badge.type);
    expect(owned).toEqual(['founding-crew', 'night-owl']);
    const entries = await auditEntries('badges.grant', member.tokens.userId);
    expect(entries.map((entry) => entry.after)).toEqual([
      { type: 'founding-crew', reason: 'Granted by staff' },
      { type: 'night-owl', reason: 'Never misses a late stream' },
    ]);
  });

  it('refuses a second grant, a computed badge, an unknown member or type', async () => {
    const again = await admin('POST', '/v1/admin/badges/night-owl/holders', { member: member.email });
    expect(again.statusCode).toBe(409);
    const computed = await admin('POST', '/v1/admin/badges/staff/holders', { member: member.email });
    expect(computed.statusCode).toBe(400);
    expect(computed.json().message).toMatch(/comes with the account type/);
    const nobody = await admin('POST', '/v1/admin/badges/night-owl/holders', {
      member: 'nobody@crewcast.test',
    });
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().fields.member).toBeTruthy();
    const noType = await admin('POST', '/v1/admin/badges/no-such/holders', { member: member.email });
    expect(noType.statusCode).toBe(404);
  });

  it('revokes a grant, which also leaves the chosen badges, and audits it', async () => {
    const chose = await requestAs(ctx.app, member.tokens.token, 'POST', '/v1/badges', {
      badges: ['night-owl', 'founding-crew'],
    });
    expect(chose.statusCode, chose.body).toBe(200);
    const res = await admin('DELETE', `/v1/admin/badges/night-owl/holders/${member.tokens.userId}`);
    expect(res.statusCode, res.body).toBe(200);
    const options = await optionsOf(member);
    expect(options.badges.find((badge) => badge.type === 'night-owl')).toMatchObject({
      owned: false,
      order: null,
    });
    expect(options.badges.find((badge) => badge.type === 'founding-crew')).toMatchObject({
      owned: true,
      order: 1,
    });
    const [entry] = await auditEntries('badges.revoke', member.tokens.userId);
    expect(entry?.before).toEqual({ type: 'night-owl', reason: 'Never misses a late stream' });
    const again = await admin('DELETE', `/v1/admin/badges/night-owl/holders/${member.tokens.userId}`);
    expect(again.statusCode).toBe(404);
  });

  it('is refused to members', async () => {
    const res = await requestAs(ctx.app, member.tokens.token, 'POST', '/v1/admin/badges/night-owl/holders', {
      member: member.email,
    });
    expect(res.statusCode).toBe(403);
  });
});

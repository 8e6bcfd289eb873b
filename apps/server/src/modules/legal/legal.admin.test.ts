import type { AdminLegalDocument } from '@crewcast/contracts/site';
import { describe, expect, it } from 'vitest';
import { consoleSuite } from '../../test/console';
import { registerMember, type TestMember } from '../../test/members';

const suite = consoleSuite();
const { as } = suite;

/** A new member who has accepted every document in force. */
async function memberUpToDate(): Promise<TestMember> {
  const member = await registerMember(suite.ctx.app);
  const missing = (await as(member, 'GET', '/v1/legaldocuments/latest')).json() as { id: number }[];
  const accepted = await as(member, 'POST', '/v1/legaldocuments/accept', {
    documentIds: missing.map((document) => document.id),
  });
  expect(accepted.json()).toEqual([]);
  return member;
}

const terms = {
  type: 'terms-of-service',
  title: 'Terms of Service',
  body: 'Version two of the terms.',
  required: true,
};

describe('legal documents in the console', () => {
  it('lists every version, the one in force marked', async () => {
    const res = await as('official', 'GET', '/v1/admin/site/legal');
    expect(res.statusCode).toBe(200);
    const documents: AdminLegalDocument[] = res.json().documents;
    expect(documents.map((document) => [document.type, document.version, document.inForce])).toEqual([
      ['privacy-policy', 1, true],
      ['terms-of-service', 1, true],
    ]);
  });

  it('publishes the next version, which members who accepted the old one are asked to accept', async () => {
    const member = await memberUpToDate();
    const res = await as('official', 'POST', '/v1/admin/site/legal', terms);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ type: 'terms-of-service', version: 2, inForce: true, required: true });
    const missing = await as(member, 'GET', '/v1/legaldocuments/latest');
    expect(missing.json().map((document: { version: number }) => document.version)).toEqual([2]);
    const list: AdminLegalDocument[] = (await as('official', 'GET', '/v1/admin/site/legal')).json().documents;
    expect(
      list.filter((document) => document.type === 'terms-of-service').map((d) => [d.version, d.inForce]),
    ).toEqual([
      [2, true],
      [1, false],
    ]);
    const audit = await as(
      'official',
      'GET',
      '/v1/admin/audit?targetType=legal-document&targetId=terms-of-service',
    );
    expect(audit.json().entries[0]).toMatchObject({
      action: 'site.legal-publish',
      actor: { userId: suite.official.tokens.userId },
      before: { version: 1, title: 'Terms of Service', required: true },
      after: { version: 2, body: 'Version two of the terms.', required: true },
    });
  });

  it('publishes a new type, optional ones asking nobody', async () => {
    const member = await memberUpToDate();
    const res = await as('official', 'POST', '/v1/admin/site/legal', {
      type: 'cookie-notice',
      title: 'Cookies',
      body: 'We keep only what the site needs.',
      required: false,
    });
    expect(res.json()).toMatchObject({ version: 1, required: false });
    expect((await as(member, 'GET', '/v1/legaldocuments/latest')).json()).toEqual([]);
    const audit = await as(
      'official',
      'GET',
      '/v1/admin/audit?targetType=legal-document&targetId=cookie-notice',
    );
    expect(audit.json().entries[0]).toMatchObject({ before: null, after: { version: 1, required: false } });
  });

  it('names the field that is wrong, and is for Official accounts only', async () => {
    const bad = await as('official', 'POST', '/v1/admin/site/legal', {
      ...terms,
      type: 'Terms Of Service',
      title: ' ',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(expect.arrayContaining(['type', 'title']));
    expect((await as('creator', 'POST', '/v1/admin/site/legal', terms)).statusCode).toBe(403);
    expect((await as('creator', 'GET', '/v1/admin/site/legal')).statusCode).toBe(403);
  });
});

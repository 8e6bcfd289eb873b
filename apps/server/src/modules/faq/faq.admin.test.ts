import type { FaqItem } from '@crewcast/contracts/faq';
import { DEFAULT_LANGUAGE_ID } from '@crewcast/contracts/localisation';
import { describe, expect, it } from 'vitest';
import { consoleSuite } from '../../test/console';
import { registerMember } from '../../test/members';

const suite = consoleSuite({ CONTENT_CACHE_TTL_MS: '60000' });
const { as } = suite;

const english = DEFAULT_LANGUAGE_ID;
const publicFaq = async (languageId = english): Promise<FaqItem[]> =>
  (await suite.ctx.app.inject({ method: 'GET', url: `/v1/faq?languageId=${languageId}` })).json();
const auditOf = async (query: string) =>
  (await as('official', 'GET', `/v1/admin/audit?${query}`)).json().entries as {
    action: string;
    actor: { userId: string };
    before: unknown;
    after: unknown;
  }[];

describe('FAQ in the console', () => {
  it('creates, edits and deletes a question as a creator, the public FAQ following at once, each audited', async () => {
    const items = (await as('creator', 'GET', `/v1/admin/site/faq?languageId=${english}`)).json()
      .items as FaqItem[];
    expect(items.length).toBeGreaterThan(0);
    expect(await publicFaq()).toEqual(items);

    const created = await as('creator', 'POST', '/v1/admin/site/faq', {
      languageId: english,
      question: 'Can I watch offline?',
      answer: 'Not yet.',
    });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().id as number;
    expect((await publicFaq()).at(-1)).toEqual({ id, question: 'Can I watch offline?', answer: 'Not yet.' });

    const edited = await as('creator', 'PUT', `/v1/admin/site/faq/${id}`, {
      question: 'Can I watch offline?',
      answer: 'In the apps, yes.',
    });
    expect(edited.json().answer).toBe('In the apps, yes.');
    expect((await publicFaq()).at(-1)?.answer).toBe('In the apps, yes.');

    expect((await as('creator', 'DELETE', `/v1/admin/site/faq/${id}`)).statusCode).toBe(200);
    expect((await publicFaq()).some((item) => item.id === id)).toBe(false);
    expect((await as('creator', 'DELETE', `/v1/admin/site/faq/${id}`)).statusCode).toBe(404);

    const entries = await auditOf(`targetType=faq-item&targetId=${id}`);
    expect(entries.map((entry) => entry.action)).toEqual([
      'site.faq-delete',
      'site.faq-update',
      'site.faq-create',
    ]);
    expect(entries[0]).toMatchObject({
      actor: { userId: suite.creator.tokens.userId },
      before: { question: 'Can I watch offline?', answer: 'In the apps, yes.' },
    });
    expect(entries[1]).toMatchObject({
      before: { answer: 'Not yet.' },
      after: { answer: 'In the apps, yes.' },
    });
  });

  it('reorders a language’s questions, refusing an order that leaves one out', async () => {
    const items = (await as('official', 'GET', `/v1/admin/site/faq?languageId=${english}`)).json()
      .items as FaqItem[];
    const reversed = items.map((item) => item.id).reverse();
    const res = await as('official', 'PUT', '/v1/admin/site/faq/order', {
      languageId: english,
      itemIds: reversed,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await publicFaq()).map((item) => item.id)).toEqual(reversed);
    const partial = await as('official', 'PUT', '/v1/admin/site/faq/order', {
      languageId: english,
      itemIds: reversed.slice(1),
    });
    expect(partial.statusCode).toBe(400);
    expect(partial.json().fields.itemIds).toHaveLength(1);
    const [entry] = await auditOf(`action=site.faq-reorder`);
    expect(entry).toMatchObject({ before: items.map((item) => item.id), after: reversed });
  });

  it('keeps each language’s questions apart', async () => {
    const language = await as('official', 'POST', '/v1/admin/site/languages', {
      code: 'nl',
      altCodes: [],
      name: 'Nederlands',
    });
    const languageId = language.json().id as number;
    expect((await as('creator', 'GET', `/v1/admin/site/faq?languageId=${languageId}`)).json().items).toEqual(
      [],
    );
    // Without questions of its own a language shows the fallback language's.
    expect((await publicFaq(languageId)).length).toBeGreaterThan(0);
    await as('creator', 'POST', '/v1/admin/site/faq', {
      languageId,
      question: 'Wat kost het?',
      answer: '€7,99.',
    });
    expect((await publicFaq(languageId)).map((item) => item.question)).toEqual(['Wat kost het?']);
    expect((await publicFaq()).some((item) => item.question === 'Wat kost het?')).toBe(false);
    const missing = await as('creator', 'GET', '/v1/admin/site/faq?languageId=999999');
    expect(missing.statusCode).toBe(404);
  });

  it('is for staff: members are refused, bad input names its field', async () => {
    const member = await registerMember(suite.ctx.app);
    expect((await as(member, 'GET', `/v1/admin/site/faq?languageId=${english}`)).statusCode).toBe(403);
    const empty = await as('creator', 'POST', '/v1/admin/site/faq', {
      languageId: english,
      question: '',
      answer: 'x',
    });
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json().fields)).toEqual(['question']);
  });
});

import { DEFAULT_LANGUAGE_ID, type TranslationString } from '@crewcast/contracts/localisation';
import type { AdminLanguage } from '@crewcast/contracts/site';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consoleSuite } from '../../test/console';
import { createLocalisationRepository } from './localisation.repository';
import { translationStrings } from './localisation.schema';
import { englishStrings } from './strings.en';

// A long cache time: an edited string must reach the site at once all the same.
const suite = consoleSuite({ CONTENT_CACHE_TTL_MS: '60000' });
const { as } = suite;

const english = DEFAULT_LANGUAGE_ID;
const siteStrings = async (languageId: number): Promise<TranslationString[]> =>
  (await suite.ctx.app.inject({ method: 'GET', url: `/v1/localisation/${languageId}` })).json();

describe('languages and strings in the console', () => {
  it('edits a string, which the site serves at once, and records before and after', async () => {
    const before = (await siteStrings(english)).find((entry) => entry.stringSlug === 'footer.tagline');
    expect(before?.text).toBeTruthy();
    const res = await as('official', 'PUT', `/v1/admin/site/languages/${english}/strings/footer.tagline`, {
      text: 'Made by the crew, for the crew.',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      stringSlug: 'footer.tagline',
      text: 'Made by the crew, for the crew.',
    });
    const after = (await siteStrings(english)).find((entry) => entry.stringSlug === 'footer.tagline');
    expect(after?.text).toBe('Made by the crew, for the crew.');
    const audit = await as(
      'official',
      'GET',
      `/v1/admin/audit?targetType=translation-string&targetId=${english}:footer.tagline`,
    );
    expect(audit.json().entries[0]).toMatchObject({
      action: 'site.string',
      actor: { userId: suite.official.tokens.userId },
      before: before?.text,
      after: 'Made by the crew, for the crew.',
    });
  });

  it('adds a language, which shows the fallback text and counts every string as missing until translated', async () => {
    const res = await as('official', 'POST', '/v1/admin/site/languages', {
      code: 'fr',
      altCodes: ['fr-FR', 'fr-CA', 'fr'],
      name: 'Français',
    });
    expect(res.statusCode, res.body).toBe(200);
    const french = res.json() as AdminLanguage;
    expect(french).toMatchObject({
      code: 'fr',
      altCodes: ['fr-FR', 'fr-CA'],
      name: 'Français',
      isFallback: false,
    });
    const total = (await siteStrings(english)).length;
    expect(french.missing).toBe(total);
    const languages = (await suite.ctx.app.inject({ method: 'GET', url: '/v1/localisation' })).json();
    expect(languages.map((language: { code: string }) => language.code)).toContain('fr');

    const saved = await as('official', 'PUT', `/v1/admin/site/languages/${french.id}/strings/menu.home`, {
      text: 'Accueil',
    });
    const englishHome = (await siteStrings(english)).find((entry) => entry.stringSlug === 'menu.home');
    expect(saved.json()).toEqual({
      stringSlug: 'menu.home',
      text: 'Accueil',
      requiresTranslation: false,
      fallBackLanguageTranslation: englishHome?.text,
    });
    const list = (await as('official', 'GET', '/v1/admin/site/languages')).json()
      .languages as AdminLanguage[];
    expect(list.find((language) => language.id === french.id)?.missing).toBe(total - 1);
    expect(list.find((language) => language.id === english)).toMatchObject({ isFallback: true, missing: 0 });

    const missing = await as(
      'official',
      'GET',
      `/v1/admin/site/languages/${french.id}/strings?requiresTranslation=true`,
    );
    expect(missing.json().strings).toHaveLength(total - 1);
    const translated = await as(
      'official',
      'GET',
      `/v1/admin/site/languages/${french.id}/strings?requiresTranslation=false`,
    );
    expect(translated.json().strings).toEqual([
      expect.objectContaining({ stringSlug: 'menu.home', text: 'Accueil', requiresTranslation: false }),
    ]);
    const searched = await as(
      'official',
      'GET',
      `/v1/admin/site/languages/${french.id}/strings?search=ACCUEIL`,
    );
    expect(searched.json().strings.map((entry: TranslationString) => entry.stringSlug)).toEqual([
      'menu.home',
    ]);
    expect((await siteStrings(french.id)).find((entry) => entry.stringSlug === 'menu.home')?.text).toBe(
      'Accueil',
    );

    const audit = await as('official', 'GET', `/v1/admin/audit?targetType=language&targetId=${french.id}`);
    expect(audit.json().entries[0]).toMatchObject({ action: 'site.language-create', before: null });
    const stringAudit = await as('official', 'GET', `/v1/admin/audit?targetId=${french.id}:menu.home`);
    expect(stringAudit.json().entries[0]).toMatchObject({ before: null, after: 'Accueil' });
  });

  it('refuses a taken code, an unknown string or language, and bad input, naming the field', async () => {
    const taken = await as('official', 'POST', '/v1/admin/site/languages', {
      code: 'EN-us',
      altCodes: [],
      name: 'Again',
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields.code).toHaveLength(1);
    const badCode = await as('official', 'POST', '/v1/admin/site/languages', {
      code: 'not a code',
      altCodes: [],
      name: 'X',
    });
    expect(badCode.statusCode).toBe(400);
    expect(Object.keys(badCode.json().fields)).toEqual(['code']);
    const unknown = await as(
      'official',
      'PUT',
      `/v1/admin/site/languages/${english}/strings/no.such.string`,
      {
        text: 'x',
      },
    );
    expect(unknown.statusCode).toBe(404);
    const noLanguage = await as('official', 'GET', '/v1/admin/site/languages/999999/strings');
    expect(noLanguage.statusCode).toBe(404);
    const empty = await as('official', 'PUT', `/v1/admin/site/languages/${english}/strings/menu.home`, {
      text: '',
    });
    expect(empty.statusCode).toBe(400);
  });

  it('is for Official accounts only', async () => {
    expect((await as('creator', 'GET', '/v1/admin/site/languages')).statusCode).toBe(403);
    expect(
      (await as('creator', 'PUT', `/v1/admin/site/languages/${english}/strings/menu.home`, { text: 'Home' }))
        .statusCode,
    ).toBe(403);
  });
});

describe('a release that rewords strings', () => {
  const englishRow = async (slug: string) =>
    (
      await suite.ctx.database.db
        .select()
        .from(translationStrings)
        .where(and(eq(translationStrings.languageId, english), eq(translationStrings.stringSlug, slug)))
    )[0];
  const seedRelease = (changes: Record<string, string>) =>
    createLocalisationRepository(suite.ctx.database.db).saveSeededStrings(english, {
      ...englishStrings,
      ...changes,
    });

  it('rewords the strings still as seeded, keeps an operator’s own wording, and writes nothing else', async () => {
    const [untouched, edited, unchanged] = ['menu.browse', 'footer.faq', 'footer.store'];
    const edit = await as('official', 'PUT', `/v1/admin/site/languages/${english}/strings/${edited}`, {
      text: 'Questions?',
    });
    expect(edit.statusCode, edit.body).toBe(200);
    const unchangedBefore = await englishRow(unchanged);

    await seedRelease({ [untouched]: 'All shows', [edited]: 'Help' });
    expect((await englishRow(untouched))?.text).toBe('All shows');
    expect((await englishRow(edited))?.text).toBe('Questions?');
    expect((await englishRow(unchanged))?.updatedAt).toEqual(unchangedBefore?.updatedAt);
    expect((await siteStrings(english)).find((entry) => entry.stringSlug === untouched)?.text).toBe(
      'All shows',
    );
    await seedRelease({});
    expect((await englishRow(untouched))?.text).toBe(englishStrings[untouched]);
  });

  it('takes a string stored before seeded texts were kept as seeded once it matches the release', async () => {
    const [asSeeded, older] = ['menu.live', 'menu.greenlight'];
    for (const slug of [asSeeded, older])
      await suite.ctx.database.db
        .update(translationStrings)
        .set({ seededText: null, text: slug === older ? 'An older wording' : englishStrings[slug] })
        .where(and(eq(translationStrings.languageId, english), eq(translationStrings.stringSlug, slug)));

    await seedRelease({});
    expect(await englishRow(asSeeded)).toMatchObject({
      text: englishStrings[asSeeded],
      seededText: englishStrings[asSeeded],
    });
    expect(await englishRow(older)).toMatchObject({ text: 'An older wording', seededText: null });
    await seedRelease({ [asSeeded]: 'On air' });
    expect((await englishRow(asSeeded))?.text).toBe('On air');
    await seedRelease({});
  });
});

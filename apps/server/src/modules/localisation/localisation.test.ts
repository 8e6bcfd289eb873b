import fs from 'node:fs';
import type { TranslationString } from '@crewcast/contracts/localisation';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';
import { englishStrings } from './strings.en';
import { languages, translationStrings } from './localisation.schema';

const ctx = useTestApp();

describe('GET /v1/localisation', () => {
  it('lists the seeded languages with id, code and altCodes', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/localisation' });
    expect(res.statusCode).toBe(200);
    const ids = res.json().map((language: { id: number }) => language.id);
    expect(ids).toEqual(expect.arrayContaining([1, 4]));
    expect(res.json().find((language: { id: number }) => language.id === 4)).toMatchObject({
      code: 'en-US',
      altCodes: expect.arrayContaining(['en']),
    });
  });
});

describe('GET /v1/localisation/{languageId}', () => {
  it('returns every English string, translated', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/localisation/4' });
    expect(res.statusCode).toBe(200);
    const strings = res.json() as TranslationString[];
    expect(strings).toHaveLength(Object.keys(englishStrings).length);
    expect(strings.find((s) => s.stringSlug === 'app.name')).toEqual({
      stringSlug: 'app.name',
      requiresTranslation: false,
      fallBackLanguageTranslation: 'Crewcast',
      text: 'Crewcast',
    });
  });

  it('answers one area of the site: the member app without the console, and the console alone', async () => {
    const slugsOf = async (area: string) => {
      const res = await ctx.app.inject({ method: 'GET', url: `/v1/localisation/4?area=${area}` });
      expect(res.statusCode).toBe(200);
      return (res.json() as TranslationString[]).map(({ stringSlug }) => stringSlug);
    };
    const member = await slugsOf('member');
    const consoleOnly = await slugsOf('console');
    expect(member).toContain('app.name');
    expect(member.some((slug) => slug.startsWith('console.'))).toBe(false);
    expect(consoleOnly.length).toBeGreaterThan(0);
    expect(consoleOnly.every((slug) => slug.startsWith('console.'))).toBe(true);
    expect(member.length + consoleOnly.length).toBe(Object.keys(englishStrings).length);

    const unknown = await ctx.app.inject({ method: 'GET', url: '/v1/localisation/4?area=everything' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ error: 'VALIDATION', fields: { area: [expect.any(String)] } });
  });

  it('adds a language from data alone, filling gaps from the fallback language', async () => {
    await ctx.database.db
      .insert(languages)
      .values({ id: 7, code: 'de-DE', altCodes: ['de'], name: 'Deutsch' });
    await ctx.database.db
      .insert(translationStrings)
      .values({ languageId: 7, stringSlug: 'app.name', text: 'Crewcast DE' });
    const list = await ctx.app.inject({ method: 'GET', url: '/v1/localisation' });
    expect(list.json().map((language: { code: string }) => language.code)).toContain('de-DE');

    const res = await ctx.app.inject({ method: 'GET', url: '/v1/localisation/7' });
    const strings = res.json() as TranslationString[];
    expect(strings.find((s) => s.stringSlug === 'app.name')).toMatchObject({
      text: 'Crewcast DE',
      requiresTranslation: false,
      fallBackLanguageTranslation: 'Crewcast',
    });
    const untranslated = strings.filter((s) => s.stringSlug !== 'app.name');
    expect(untranslated.every((s) => s.requiresTranslation && s.text === s.fallBackLanguageTranslation)).toBe(
      true,
    );
  });

  it('answers 404 for an unknown language and 400 for a bad id', async () => {
    const missing = await ctx.app.inject({ method: 'GET', url: '/v1/localisation/999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'NOT_FOUND', message: 'There is no language with id 999.' });
    const bad = await ctx.app.inject({ method: 'GET', url: '/v1/localisation/english' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'VALIDATION', fields: { languageId: [expect.any(String)] } });
  });
});

describe('the notification strings migration (0035)', () => {
  /** The texts the notification type's strings were seeded with before the choice governed pushes only. */
  const SEEDED_BEFORE = {
    'account.notifications.description': 'What our apps notify you about.',
    'account.notifications.all.description': 'New videos, livestreams, Greenlight and replies.',
    'account.notifications.important.description': 'Livestreams going live and account messages.',
    'account.notifications.none.description': 'No notifications at all.',
    'account.notifications.kinds.description':
      'Shows and the livestream you follow. Everything here is off until you turn it on.',
  };
  const englishText = async (slug: string) => {
    const [row] = await ctx.database.db
      .select()
      .from(translationStrings)
      .where(and(eq(translationStrings.languageId, 4), eq(translationStrings.stringSlug, slug)));
    return row?.text;
  };

  it('rewords the texts still as seeded to the current English, and keeps an operator’s own', async () => {
    const { db } = ctx.database;
    for (const [slug, text] of Object.entries(SEEDED_BEFORE))
      await db
        .update(translationStrings)
        .set({ text })
        .where(and(eq(translationStrings.languageId, 4), eq(translationStrings.stringSlug, slug)));
    const edited = 'account.notifications.none.description';
    await db
      .update(translationStrings)
      .set({ text: 'Quiet, please.' })
      .where(and(eq(translationStrings.languageId, 4), eq(translationStrings.stringSlug, edited)));

    const migration = new URL('../../../drizzle/0035_notification_type_strings.sql', import.meta.url);
    await db.execute(sql.raw(fs.readFileSync(migration, 'utf8')));

    for (const slug of Object.keys(SEEDED_BEFORE).filter((slug) => slug !== edited))
      expect(await englishText(slug)).toBe(englishStrings[slug]);
    expect(await englishText(edited)).toBe('Quiet, please.');
  });
});

describe('the analytics lead migration (0036)', () => {
  /** The lead the Analytics page was seeded with when it had only its viewing section. */
  const SEEDED_BEFORE =
    'What members watch: views, viewers, watch time and where they stop, for the network, a show or an episode. Figures are totals; no member’s own viewing is shown.';
  const slug = 'console.analytics.lead';
  const english = and(eq(translationStrings.languageId, 4), eq(translationStrings.stringSlug, slug));
  const setLead = (text: string) => ctx.database.db.update(translationStrings).set({ text }).where(english);
  const lead = async () => (await ctx.database.db.select().from(translationStrings).where(english))[0]?.text;
  const migrate = () =>
    ctx.database.db.execute(
      sql.raw(
        fs.readFileSync(new URL('../../../drizzle/0036_analytics_lead_string.sql', import.meta.url), 'utf8'),
      ),
    );

  it('rewords the lead still as seeded to the current English, and keeps an operator’s own', async () => {
    await setLead(SEEDED_BEFORE);
    await migrate();
    expect(await lead()).toBe(englishStrings[slug]);

    await setLead('Our figures.');
    await migrate();
    expect(await lead()).toBe('Our figures.');
  });
});

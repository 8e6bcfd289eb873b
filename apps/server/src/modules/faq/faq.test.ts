import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app';

const ctx = useTestApp();

describe('GET /v1/faq', () => {
  it('lists the demo FAQ in order', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/faq' });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeDefined();
    const items = res.json() as { question: string; answer: string }[];
    expect(items[0]?.question).toBe('What is Crewcast?');
    expect(items.every((item) => item.question && item.answer)).toBe(true);
  });

  it('falls back to the fallback language when a language has no FAQ', async () => {
    const english = await ctx.app.inject({ method: 'GET', url: '/v1/faq?languageId=4' });
    const british = await ctx.app.inject({ method: 'GET', url: '/v1/faq?languageId=1' });
    expect(british.json()).toEqual(english.json());
  });

  it('rejects a language id that is not a number', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/v1/faq?languageId=x' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('VALIDATION');
  });
});

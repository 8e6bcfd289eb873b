import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const here = path.dirname(fileURLToPath(import.meta.url));
const webSource = path.resolve(here, '../..');
const englishStrings = path.resolve(here, '../../../../server/src/modules/localisation/strings.en.ts');

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('translation strings', () => {
  it('seeds an English string for every slug the web app asks for by name', () => {
    const seeded = new Set(
      [...fs.readFileSync(englishStrings, 'utf8').matchAll(/^\s*'([^']+)':/gm)].map((match) => match[1]),
    );
    const asked = sourceFiles(webSource).flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([A-Za-z0-9_.-]+)'/g)].map((match) => ({
        file: path.relative(webSource, file),
        slug: match[1]!,
      })),
    );
    // Both readings found what they look for (a pattern that matched nothing would pass anything).
    expect(seeded.size).toBeGreaterThan(500);
    expect(asked.length).toBeGreaterThan(500);
    expect(asked.filter(({ slug }) => !seeded.has(slug)).map(({ file, slug }) => `${file}: ${slug}`)).toEqual(
      [],
    );
  });
});

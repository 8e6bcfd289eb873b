import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });
const RULE = '@typescript-eslint/no-restricted-imports';

/** How many imports the repository's ESLint configuration refuses in `code` at `file`. */
async function refusedImports(code: string, file: string) {
  const results = await eslint.lintText(code, { filePath: path.join(root, file) });
  return results.flatMap((result) => result.messages).filter((message) => message.ruleId === RULE).length;
}

const SCHEMA_USE = [
  "import { z } from 'zod';",
  "import { ShowSchema } from '@crewcast/contracts/content';",
  'export const parse = (data: unknown) => z.array(ShowSchema).parse(data);',
  '',
].join('\n');

describe('the zod-free pages lint rule', () => {
  it('fails a member page that imports zod or a contract schema as a value', async () => {
    expect(await refusedImports(SCHEMA_USE, 'apps/web/src/features/home/x.ts')).toBe(2);
  });

  it('lets pages import contract types and the zod-free constants', async () => {
    const code = [
      "import type { Show } from '@crewcast/contracts/content';",
      "import { SEARCH_MAX_LENGTH } from '@crewcast/contracts/constants/content';",
      'export const fits = (show: Show) => show.title.length <= SEARCH_MAX_LENGTH;',
      '',
    ].join('\n');
    expect(await refusedImports(code, 'apps/web/src/features/home/x.ts')).toBe(0);
  });

  it('lets console forms validate with the schemas', async () => {
    expect(await refusedImports(SCHEMA_USE, 'apps/web/src/features/console/site/x.ts')).toBe(0);
  });
});

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: root });
const RULE = 'feature-boundaries/no-cross-feature-imports';

/** The cross-feature errors the repository's ESLint configuration reports for `code` at `file`. */
async function crossFeatureErrors(code: string, file: string) {
  const results = await eslint.lintText(code, { filePath: path.join(root, file) });
  return results
    .flatMap((result) => result.messages)
    .filter((message) => message.ruleId === RULE)
    .map((message) => message.message);
}

describe('the feature boundary lint rule', () => {
  // The first lint loads the configuration, its plugins and the TypeScript program: slow on a busy machine, and
  // no part of what the tests check.
  beforeAll(() => crossFeatureErrors('export {};\n', 'apps/web/src/features/join/x.ts'), 120_000);

  it('fails a feature importing another feature through the alias', async () => {
    expect(
      await crossFeatureErrors(
        "export { FaqList } from '@/features/faq/components/faq-list';\n",
        'apps/web/src/features/join/x.ts',
      ),
    ).toEqual([
      "The 'join' feature imports the 'faq' feature: compose them in app/ or move what they share to components/ or lib/.",
    ]);
  });

  it('fails relative and dynamic imports into another feature', async () => {
    const code = [
      "import { useFaq } from '../../faq/api/get-faq';",
      "export const page = () => import('../../video/video-page');",
      'export { useFaq };',
      '',
    ].join('\n');
    expect(await crossFeatureErrors(code, 'apps/web/src/features/join/components/x.ts')).toHaveLength(2);
  });

  it('lets a feature import itself, the shared layers, and the console its own areas', async () => {
    const code = [
      "import { useFaq } from '../api/get-faq';",
      "import { Button } from '@/components/ui/button';",
      "import { api } from '@/lib/api-client';",
      'export { useFaq, Button, api };',
      '',
    ].join('\n');
    expect(await crossFeatureErrors(code, 'apps/web/src/features/faq/components/x.ts')).toEqual([]);
    expect(
      await crossFeatureErrors(
        "export { SiteArea } from '@/features/console/site/faq-page';\n",
        'apps/web/src/features/console/users/x.ts',
      ),
    ).toEqual([]);
  });

  it('lets app/ compose features', async () => {
    expect(
      await crossFeatureErrors(
        "export { JoinPage } from '@/features/join/join-page';\n",
        'apps/web/src/app/pages/x.tsx',
      ),
    ).toEqual([]);
  });
});

// The boundary rules of eslint.config.js report what they should (docs/decisions/0089-feature-boundaries-in-lint.md):
// each case lints a one-line snippet as if it sat at `filePath`, importing files that exist in the tree.
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

/** The rule ids ESLint reports for `code` placed at `filePath`. */
async function ruleIds(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(`${code}\nexport const used = value;\n`, { filePath });
  return result!.messages.map((message) => message.ruleId ?? message.message);
}

/** Some module of another client feature, found on disk so the test survives moves. */
function clientModuleOf(feature: string): string {
  const file = readdirSync(path.join('src/client/features', feature)).find((name) => /\.tsx?$/.test(name) && !name.includes('.test.'));
  if (!file) throw new Error(`no module in client feature ${feature}`);
  return file.replace(/\.tsx?$/, '');
}

describe('client boundaries', () => {
  it('keeps a feature out of another feature and out of app/', async () => {
    const other = clientModuleOf('login');
    expect(await ruleIds('src/client/features/dashboard/snippet.tsx', `import { value } from '../login/${other}';`)).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await ruleIds('src/client/features/dashboard/snippet.tsx', `import { value } from '../../app/app';`)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('keeps lib/ out of the features', async () => {
    const other = clientModuleOf('login');
    expect(await ruleIds('src/client/lib/snippet.ts', `import { value } from '../features/login/${other}';`)).toEqual([
      'import-x/no-restricted-paths',
    ]);
  });

  it('lets a feature use lib/', async () => {
    expect(await ruleIds('src/client/features/dashboard/snippet.tsx', `import { value } from '../../lib/api';`)).toEqual([]);
  });
});

describe('server boundaries', () => {
  it('lets a feature reach another only through its service.ts', async () => {
    expect(await ruleIds('src/server/features/plan/snippet.ts', `import { value } from '../bank-leads/query';`)).toEqual([
      'import-x/no-restricted-paths',
    ]);
    expect(await ruleIds('src/server/features/plan/snippet.ts', `import { value } from '../prices/service';`)).toEqual([]);
  });

  it('keeps SQL out of routes.ts', async () => {
    const routes = 'src/server/features/health/routes.ts';
    expect(await ruleIds(routes, `import { value } from 'drizzle-orm';`)).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(await ruleIds(routes, `import { schema as value } from '../../db/client';`)).toEqual([
      '@typescript-eslint/no-restricted-imports',
    ]);
    expect(await ruleIds(routes, `import type { Db } from '../../db/client';\nconst value: Db | null = null;`)).toEqual([]);
  });
});

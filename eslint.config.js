// typescript-eslint + jsx-a11y + one-way imports (ARCHITECTURE.md): shared ← server, shared ← client, and the feature
// boundaries of docs/decisions/0089-feature-boundaries-in-lint.md, with zones generated from the feature folders.
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import globals from 'globals';

const folders = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
const clientFeatures = folders('./src/client/features');
const queryInService = "routes hold no SQL: query in the feature's service.ts";
const serverFeatures = folders('./src/server/features');

const clientZones = [
  ...clientFeatures.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: './src/client/features',
    except: [`./${feature}`],
    message: 'a client feature never imports another: shared widgets go to components/, hooks and helpers to lib/, calls to api/',
  })),
  {
    target: ['./src/client/features', './src/client/components', './src/client/api', './src/client/lib'],
    from: './src/client/app',
    message: 'only app/ composes the screens: nothing imports app/',
  },
  {
    target: ['./src/client/components', './src/client/api', './src/client/lib'],
    from: './src/client/features',
    message: 'components/, api/ and lib/ serve every feature and import none',
  },
];

// A server feature reaches another only through that feature's service.ts (`except` is relative to `from`).
const serverZones = serverFeatures.map((feature) => ({
  target: `./src/server/features/${feature}`,
  from: './src/server/features',
  except: [`./${feature}`, ...serverFeatures.filter((other) => other !== feature).map((other) => `./${other}/service.ts`)],
  message: 'a server feature uses another only through its service.ts',
}));

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'drizzle/**', 'test-results/**', 'playwright-report/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './src/shared', from: ['./src/server', './src/client'], message: 'shared imports nothing from server or client' },
            { target: './src/client', from: './src/server', message: 'the client talks to the server over HTTP only' },
            { target: './src/server', from: './src/client', message: 'the server never imports client code' },
            ...clientZones,
            ...serverZones,
          ],
        },
      ],
    },
    settings: {
      'import-x/ignore': ['node_modules'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })],
    },
  },
  {
    // Routes declare the HTTP surface and call their service: the queries live in service.ts. The Db type may pass through.
    files: ['src/server/**/*routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'drizzle-orm', message: queryInService }],
          patterns: [
            { group: ['drizzle-orm/*', '**/db/schema', '**/db/schema/*'], message: queryInService },
            { group: ['**/db/client'], allowTypeImports: true, message: "routes hold no SQL: pass the Db to the feature's service.ts" },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.tsx'],
    ...jsxA11y.flatConfigs.strict,
    rules: { ...jsxA11y.flatConfigs.strict.rules, 'jsx-a11y/aria-role': ['error', { ignoreNonDOM: true }] },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
);

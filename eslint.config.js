import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Web boundaries: a web feature imports no other web feature, and the shared web folders (components/, lib/)
// import no feature; only src/web/app.tsx and routes.tsx compose features. Generated per feature folder so a
// new feature is covered without editing this file.
const WEB_FEATURES = readdirSync(`${import.meta.dirname}/src/web/features`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const webFeaturePaths = (name) => [`@/web/features/${name}`, `@/web/features/${name}/**`, `**/features/${name}/**`];
// The Toaster mounts with the first toast raised through src/web/lib/notify; sonner's own toast would miss it.
const SONNER = {
  name: 'sonner',
  importNames: ['toast', 'Toaster'],
  message: 'Raise toasts with toast or notify from @/web/lib/notify: the Toaster mounts with the first one.',
};
const webBoundaryConfigs = [
  ...WEB_FEATURES.map((feature) => ({
    files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [SONNER],
          patterns: [
            {
              group: WEB_FEATURES.filter((f) => f !== feature).flatMap((f) => [...webFeaturePaths(f), `../${f}/**`]),
              message:
                'A web feature does not import another feature: move shared code to src/web/components or src/web/lib.',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/web/components/**/*.{ts,tsx}', 'src/web/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [SONNER],
          patterns: [
            {
              group: ['@/web/features', '@/web/features/**', '**/features/**'],
              message: 'Shared web code does not import features: src/web/app.tsx and routes.tsx compose them.',
            },
          ],
        },
      ],
    },
  },
];

// Server boundaries: a server feature (src/server/features/<x>/) imports no other feature, and the game API
// (src/server/game-api/) counts as a feature: neither imports the other. Shared server folders (everything else
// in src/server: db/, http/, ratings/, deliveries/, ...) import neither; only the composition files (app.ts
// mounts the routers, server.ts starts the app, jobs.ts runs the features' periodic work) may. Generated per
// feature folder so a new feature is covered without editing this file.
const SERVER_FEATURES = readdirSync(`${import.meta.dirname}/src/server/features`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const serverFeaturePaths = (name) => [`../${name}`, `../${name}/**`, `**/features/${name}`, `**/features/${name}/**`];
const GAME_API_PATHS = ['**/game-api', '**/game-api/**'];
const SERVER_COMPOSITION = ['src/server/app.ts', 'src/server/server.ts', 'src/server/jobs.ts'];
const serverBoundaryConfigs = [
  ...SERVER_FEATURES.map((feature) => ({
    files: [`src/server/features/${feature}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...SERVER_FEATURES.filter((f) => f !== feature).flatMap(serverFeaturePaths), ...GAME_API_PATHS],
              message:
                'A server feature does not import another feature or the game API: move shared code to a shared folder in src/server (e.g. src/server/ratings).',
            },
          ],
        },
      ],
    },
  })),
  {
    files: ['src/server/game-api/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features', '**/features/**'],
              message:
                'The game API does not import server features: move shared code to a shared folder in src/server.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    ignores: ['src/server/features/**', 'src/server/game-api/**', ...SERVER_COMPOSITION],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/features', '**/features/**', ...GAME_API_PATHS],
              message: `Shared server code does not import features or the game API: only ${SERVER_COMPOSITION.join(', ')} compose them.`,
            },
          ],
        },
      ],
    },
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'data/',
      'tmp/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      'src/server/db/migrations/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-empty-pattern': 'off',
    },
  },
  {
    // The domain is pure (docs/conventions.md): no server, web, React, database or Hono.
    files: ['src/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/server/**', '**/web/**', 'react', 'pg', 'drizzle-orm*', 'hono*'],
              message: 'The domain is pure: no server, web, React, database or Hono code.',
            },
            { group: ['node:*'], message: 'The domain runs in the browser too: no Node built-ins.' },
          ],
        },
      ],
    },
  },
  {
    // No import cycles: a module's imports form a tree, so each can be read (and loaded) without the ones above it.
    // The plugin skips type-only imports, so a cycle of types alone passes. The TypeScript resolver follows
    // tsconfig's `@/` paths; packages are not followed (ignoreExternal), which keeps the rule cheap.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/external-module-folders': ['node_modules'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Hono's c.var builds a new object of every request variable on each read; c.get reads one.
    files: ['src/server/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[property.name='var']",
          message: "Read a request variable with c.get('name'): c.var copies all of them on every read.",
        },
      ],
    },
  },
  // Web boundaries (generated above).
  ...webBoundaryConfigs,
  // Server boundaries (generated above).
  ...serverBoundaryConfigs,
);

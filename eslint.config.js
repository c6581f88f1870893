import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Web boundaries: a web feature imports no other web feature, and the shared web folders (components/, lib/)
// import no feature; only src/web/app.tsx and routes.tsx compose features. Generated per feature folder so a
// new feature is covered without editing this file.
const WEB_FEATURES = readdirSync(`${import.meta.dirname}/src/web/features`, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const webFeaturePaths = (name) => [`@/web/features/${name}`, `@/web/features/${name}/**`, `**/features/${name}/**`];
const webBoundaryConfigs = [
  ...WEB_FEATURES.map((feature) => ({
    files: [`src/web/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
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
        { patterns: ['**/server/**', '**/web/**', 'react', 'pg', 'drizzle-orm*', 'hono*'] },
      ],
    },
  },
  // Web boundaries (generated above).
  ...webBoundaryConfigs,
);

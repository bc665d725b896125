// Lint rules, including the architecture's import boundaries:
// a service imports only packages/*, never another service; the frontend imports only contracts.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const services = ['auth', 'training', 'billing', 'export', 'admin'];

const forbid = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

const serviceBoundary = (self) =>
  forbid([
    {
      group: [
        ...services.filter((s) => s !== self).map((s) => `@laneforge/${s}`),
        '@laneforge/gateway',
        '@laneforge/frontend',
        '**/services/*',
        '**/gateway/**',
        '**/frontend/**',
        ...services.filter((s) => s !== self).map((s) => `**/${s}/src/**`),
      ],
      message: 'A service imports packages/* only, never another service (ARCHITECTURE.md, Boundaries).',
    },
  ]);

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', '**/.data/**', '**/.tsbuild/**', 'e2e/artifacts/**', '**/drizzle/meta/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  ...services.map((s) => ({ files: [`services/${s}/**/*.ts`], rules: serviceBoundary(s) })),
  {
    files: ['packages/**/*.ts'],
    rules: forbid([
      {
        group: ['@laneforge/auth', '@laneforge/training', '@laneforge/billing', '@laneforge/export', '@laneforge/admin', '@laneforge/gateway', '@laneforge/frontend', '**/services/**', '**/gateway/**', '**/frontend/**'],
        message: 'Shared packages never depend on a service, the gateway or the frontend.',
      },
    ]),
  },
  {
    files: ['packages/contracts/**/*.ts'],
    rules: forbid([
      { group: ['@laneforge/*', '!@laneforge/contracts'], message: 'contracts is the leaf package: zod only.' },
      { group: ['node:*', 'fastify', 'pg', 'drizzle-orm*'], message: 'contracts must stay importable by the browser.' },
    ]),
  },
  {
    files: ['gateway/**/*.ts'],
    rules: forbid([
      {
        group: services.map((s) => `@laneforge/${s}`).concat(['**/services/**', '**/frontend/**']),
        message: 'The gateway knows services by URL only.',
      },
    ]),
  },
  {
    // Whole-path tests of the edge start a real auth service in-process; the admin service's, the
    // services it manages (it owns no user data, so nothing else shows that its calls work).
    files: ['gateway/test/**/*.ts', 'services/admin/test/**/*.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-console': 'off',
      ...forbid([
        {
          group: ['@laneforge/*', '!@laneforge/contracts', '!@laneforge/contracts/*', '**/packages/platform/**', '**/services/**', '**/gateway/**'],
          message: 'The frontend imports packages/contracts only.',
        },
        { group: ['node:*'], message: 'The frontend runs in the browser.' },
      ]),
    },
  },
  {
    files: ['infra/**/*.{js,mjs,ts}', 'bench/**/*.{ts,mjs}', 'e2e/**/*.ts', '**/*.test.ts', '**/test/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);

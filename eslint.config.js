// Lint rules, including the architecture's import boundaries:
// a service imports only packages/*, never another service; the frontend imports only contracts, and
// in the frontend a feature never imports another feature.
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const services = ['auth', 'training', 'billing', 'export', 'admin'];

const forbid = (patterns) => ({
  'no-restricted-imports': ['error', { patterns }],
});

const frontendImports = [
  {
    group: ['@laneforge/*', '!@laneforge/contracts', '!@laneforge/contracts/*', '**/packages/platform/**', '**/services/**', '**/gateway/**'],
    message: 'The frontend imports packages/contracts only.',
  },
  { group: ['node:*'], message: 'The frontend runs in the browser.' },
];

/**
 * Imports whose path (the `regex`, slashes escaped) leads into frontend/src/features/, refused with
 * `message`: static imports and re-exports by no-restricted-imports, `import()` (lazy screens) by
 * no-restricted-syntax, which the former does not read. Later entries of a file's config replace
 * these two rules, so the frontend's own import limits are repeated here.
 */
const forbidFeatureImports = (regex, message) => ({
  ...forbid([...frontendImports, { regex, message }]),
  'no-restricted-syntax': ['error', { selector: `ImportExpression[source.value=/${regex}/]`, message }],
});

/**
 * A feature imports its own files and the shared ones (components/, lib/, app/'s store hooks), never
 * another feature. Imports are relative, so where one lands depends on how deep its file sits: from
 * features/<name>/ and `depth` folders below it, `../` taken depth + 1 times reaches features/ (the
 * next name is another feature), depth + 2 times reaches src/.
 */
const FEATURE_DEPTHS = 4;
const featureBoundary = (depth) => ({
  files: [`frontend/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: forbidFeatureImports(
    `^(\\.\\.\\/){${depth + 1}}[^.\\/]|^(\\.\\.\\/){${depth + 2}}features(\\/|$)`,
    'A feature never imports another feature: move what both use to components/ or lib/; a screen that brings features together lives in app/.',
  ),
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
      ...forbid(frontendImports),
    },
  },
  ...Array.from({ length: FEATURE_DEPTHS }, (_, depth) => featureBoundary(depth)),
  {
    files: [`frontend/src/features/*/${'*/'.repeat(FEATURE_DEPTHS)}**/*.{ts,tsx}`],
    rules: { 'no-restricted-syntax': ['error', { selector: 'Program', message: `A feature's files sit at most ${FEATURE_DEPTHS - 1} folders deep: the feature boundary counts '../' (raise FEATURE_DEPTHS).` }] },
  },
  {
    // Shared code is shared because no feature owns it; a test of it may drive a feature's endpoint.
    files: ['frontend/src/{components,lib}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: forbidFeatureImports('^(\\.\\.\\/)+features(\\/|$)', 'Shared code (components/, lib/) never imports a feature.'),
  },
  {
    files: ['infra/**/*.{js,mjs,ts}', 'bench/**/*.{ts,mjs}', 'e2e/**/*.ts', '**/*.test.ts', '**/test/**/*.ts'],
    rules: { 'no-console': 'off' },
  },
);

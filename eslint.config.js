// @ts-check
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const dirsIn = (folder) =>
  readdirSync(path.join(root, folder), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Client boundaries (ARCHITECTURE.md, Client): a feature imports no other feature and nothing from
 * app/ (routes compose features); shared code (lib, components, config) imports neither.
 */
const features = dirsIn('client/src/features');
const clientZones = [
  ...features.map((feature) => ({
    target: `client/src/features/${feature}/**`,
    from: [`client/src/features/!(${feature})/**`],
    message:
      'A feature does not import another feature: move the shared piece to lib/ or components/, or compose both in a route.',
  })),
  {
    target: 'client/src/features/**',
    from: ['client/src/app/**'],
    message: 'Features do not import app/: route paths live in config/paths.ts, shared providers in lib/.',
  },
  {
    target: 'client/**',
    from: ['server/src/!(contracts)/**', 'server/src/*.ts'],
    message: 'The client knows the server only through @contracts (types) and HTTP.',
  },
  {
    target: 'client/src/{lib,components,config}/**',
    from: ['client/src/{app,features}/**'],
    message: 'Shared code does not depend on app/ or on a feature.',
  },
];

/**
 * Server boundaries (ARCHITECTURE.md, Layers): a module reaches another module only through that
 * module's public index.ts. contracts (wire types), common and config are shared by every module.
 * The composition — the entry points at server/src's root (app.module.ts, main.ts, worker.ts,
 * bootstrap.ts), app/ (entity list, demo seed, CLI commands) and cli/main.ts — may import anything,
 * and nothing below imports it. database/ is the ground floor: it imports no module, only config.
 */
const SHARED_SERVER_FOLDERS = ['contracts', 'common', 'config'];
const serverModules = dirsIn('server/src').filter((name) => !SHARED_SERVER_FOLDERS.includes(name));
const serverZones = [
  ...serverModules.map((module) => ({
    target: `server/src/${module}/**`,
    from: [`server/src/!(${[module, ...SHARED_SERVER_FOLDERS].join('|')})/**`],
    except: ['**/server/src/*/index.ts'],
    message: 'Import another module through its public index.ts.',
  })),
  {
    target: 'server/src/database/**',
    from: ['server/src/!(database|config)/**', 'server/src/*.ts'],
    message:
      'database/ is the ground floor and imports no module: entities, the seed and the wiring are composed in app/.',
  },
  {
    target: 'server/src/!(app)/**',
    from: ['server/src/app/**', 'server/src/*.ts'],
    message: 'Only the entry points import the composition (app/, app.module.ts).',
  },
];

/**
 * Only repositories query (ARCHITECTURE.md, Data): services hold the rules and pass the caller's
 * transaction (`import type { EntityManager }`) on; they neither get a database handle injected nor
 * call one. The composition (app/, the entry points) and database/ (the ground floor: data source,
 * migrations, transactions, NOTIFY) are the other places that hold one. Unit tests are not app code.
 */
const QUERY_OUTSIDE_REPOSITORY =
  "Queries run in a *.repository.ts of the module that owns the table; a service calls its repository (or another module's service) and keeps the rules.";
const QUERY_CALL = '[callee.property.name=/^(query|createQueryBuilder|getRepository|transaction)$/]';
const queryFreeServerCode = {
  files: ['server/src/**/*.ts'],
  ignores: [
    'server/src/**/*.repository.ts',
    'server/src/database/**',
    'server/src/app/**',
    'server/src/*.ts',
    'server/src/**/*.spec.ts',
  ],
  rules: {
    '@typescript-eslint/no-restricted-imports': [
      'error',
      {
        paths: [
          {
            name: 'typeorm',
            importNames: ['DataSource', 'EntityManager', 'Repository', 'QueryRunner', 'SelectQueryBuilder'],
            allowTypeImports: true,
            message: `${QUERY_OUTSIDE_REPOSITORY} (A type import of EntityManager, to pass a transaction on, is fine.)`,
          },
          {
            name: '@nestjs/typeorm',
            importNames: [
              'InjectDataSource',
              'InjectEntityManager',
              'InjectRepository',
              'getDataSourceToken',
              'getEntityManagerToken',
              'getRepositoryToken',
            ],
            message: QUERY_OUTSIDE_REPOSITORY,
          },
          { name: 'pg', allowTypeImports: true, message: QUERY_OUTSIDE_REPOSITORY },
        ],
      },
    ],
    'no-restricted-syntax': [
      'error',
      {
        selector: `CallExpression${QUERY_CALL}`,
        message: QUERY_OUTSIDE_REPOSITORY,
      },
      {
        // A call on a handle by its usual names (the query methods above are reported once, there).
        selector: `CallExpression[callee.object.name=/^(manager|entityManager|dataSource)$/]:not(${QUERY_CALL})`,
        message: QUERY_OUTSIDE_REPOSITORY,
      },
      { selector: "MemberExpression[property.name='manager']", message: QUERY_OUTSIDE_REPOSITORY },
    ],
  },
};

/** Contracts import nothing of the server's modules or of the client: both sides compile them. */
const contractsZones = [
  {
    target: 'server/src/contracts/**',
    from: ['server/src/!(contracts)/**', 'server/src/*.ts', 'client/**'],
    message: 'Contracts import only each other (and pure libraries such as zod): both builds compile them.',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'data/**',
      'node_modules/**',
      'coverage/**',
      'test-results/**',
      'playwright-report/**',
      'client/public/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
          // The server is ESM with `.js` specifiers that name `.ts` sources (module: nodenext).
          extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
          tsconfig: { configFile: path.join(root, 'client/tsconfig.json'), references: 'auto' },
        }),
      ],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': ['error', { zones: [...clientZones, ...serverZones, ...contractsZones] }],
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    // Contracts are compiled by the server and by the client (ARCHITECTURE.md, Contracts): types,
    // shared rules and pure functions, so no Node built-ins and no server or browser framework
    // (the paths into server modules and client code are closed by contractsZones).
    files: ['server/src/contracts/**/*.ts'],
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@nestjs/*', 'typeorm', 'class-validator', 'class-transformer', 'pg', 'express', 'bullmq'],
              message: 'Contracts are compiled by the client too: no server framework.',
            },
            {
              group: ['react', 'react-dom', 'react/*', 'react-dom/*', 'react-router-dom', '@tanstack/*', '@/*'],
              message: 'Contracts are compiled by the server too: no client code.',
            },
          ],
        },
      ],
    },
  },
  queryFreeServerCode,
  {
    // A focused test runs alone and the rest of its file or suite is dropped without a failure
    // (jest and vitest; Playwright and vitest also refuse .only in their configs).
    files: [
      'test/**/*.{ts,mjs}',
      'server/src/**/*.spec.ts',
      'scripts/**/*.spec.mjs',
      'client/src/**/*.test.{ts,tsx}',
      'client/src/test/**',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          "MemberExpression[property.name='only'][object.name=/^(it|test|describe)$/]",
          "MemberExpression[property.name='only'][object.object.name='test'][object.property.name='describe']",
          'CallExpression[callee.name=/^(fit|fdescribe)$/]',
        ].map((selector) => ({
          selector,
          message:
            'No focused tests in the repository: .only skips every other test without failing. Run one test by path, -t or --grep instead.',
        })),
      ],
    },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    ...reactHooks.configs.flat['recommended-latest'],
    ...jsxA11y.flatConfigs.recommended,
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.flat['recommended-latest'].rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // Shared components pass autoFocus on to their <input>; the DOM element is what the rule checks.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // A scrollable region must be focusable so keyboard users can scroll it (axe: scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'] }],
    },
    languageOptions: { ...jsxA11y.flatConfigs.recommended.languageOptions, globals: globals.browser },
  },
  {
    files: [
      'server/src/**/*.ts',
      'test/**/*.{ts,mjs}',
      'scripts/**/*.mjs',
      'bench/**/*.mjs',
      '*.{js,ts,mjs}',
      'client/*.ts',
    ],
    languageOptions: { globals: globals.node },
  },
  {
    // Benchmarks hand functions to the browser (page.evaluate).
    files: ['bench/**/*.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    // Composition files that reference every module by design: app/ (entity list, demo seed, CLI
    // commands), the CLI entry point, and unit tests that assemble real collaborators.
    files: ['server/src/app/**', 'server/src/cli/main.ts', 'server/src/**/*.spec.ts'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    // Nest's DI reads constructor parameter types at run time: `import type` would erase them.
    files: ['server/src/**/*.ts', 'test/**/*.ts'],
    rules: { '@typescript-eslint/consistent-type-imports': 'off' },
  },
  prettier,
);

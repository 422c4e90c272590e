import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y-x';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import globals from 'globals';
import noTypeCycle from './eslint-rules/no-type-cycle.js';

/**
 * The architecture as rules (decision 030): the domain imports nothing of the apps; the web and the
 * API never import each other; a feature (web) or a module (API) reaches another only through its
 * index.ts; shared web code (components, lib) depends on no feature; no import cycles, type imports
 * counted.
 */
const FEATURES = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const featureZones = FEATURES.flatMap((target) =>
  FEATURES.filter((from) => from !== target).map((from) => ({
    target: `./apps/web/src/features/${target}`,
    from: `./apps/web/src/features/${from}`,
    except: ['./index.ts'],
    message: `a feature uses ${from} only through features/${from}/index.ts`,
  })),
);

/**
 * The API's modules (decision 030): a module reaches another only through its index.ts, and so do
 * routes, plugins, jobs, the CLI, the seed and the app's entry files. lib/, db/ and config.ts sit
 * below every module and import none; a module imports none of the code that sits above it. The
 * app context (context.ts), which every module imports, names the three auth files it holds (leaf
 * files of types and the session cache): the auth index would be a circle through every module.
 * Tests (apps/api/test, src/testing) may reach a module's files: they test them one by one.
 */
const API = './apps/api/src';
const API_MODULES = readdirSync(new URL(`${API}/modules`, import.meta.url), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const API_ABOVE_MODULES = readdirSync(new URL(API, import.meta.url), { withFileTypes: true })
  .filter((d) =>
    d.isDirectory() ? !['modules', 'lib', 'db', 'testing'].includes(d.name) : d.name.endsWith('.ts'),
  )
  .filter((d) => !['context.ts', 'config.ts'].includes(d.name))
  .map((d) => `${API}/${d.name}`);

const apiModuleZones = API_MODULES.flatMap((from) => [
  ...API_MODULES.filter((target) => target !== from).map((target) => ({
    target: `${API}/modules/${target}`,
    from: `${API}/modules/${from}`,
    except: ['./index.ts'],
    message: `a module uses ${from} only through modules/${from}/index.ts`,
  })),
  {
    target: API_ABOVE_MODULES,
    from: `${API}/modules/${from}`,
    except: ['./index.ts'],
    message: `routes, plugins, jobs, the CLI and the seed use ${from} only through modules/${from}/index.ts`,
  },
]);

const API_ZONES = [
  {
    target: [`${API}/lib`, `${API}/db`, `${API}/config.ts`],
    from: `${API}/modules`,
    message: 'lib/, db/ and config.ts sit below the modules and import none',
  },
  {
    target: `${API}/modules`,
    from: API_ABOVE_MODULES,
    message: 'a module imports nothing of what sits above it (routes, plugins, jobs, CLI, seed, app)',
  },
  {
    target: `${API}/context.ts`,
    from: `${API}/modules`,
    except: ['./auth/session-cache.ts', './auth/session-facts.ts', './auth/tokens.ts'],
    message:
      'the app context names only the auth files it holds (every module imports the context: an index would be a circle)',
  },
  ...apiModuleZones,
];

const ZONES = [
  { target: './packages/domain', from: './apps', message: 'the domain imports nothing of the apps' },
  { target: './apps/web', from: './apps/api', message: 'the web never imports the API' },
  { target: './apps/api', from: './apps/web', message: 'the API never imports the web' },
  {
    target: ['./apps/web/src/components', './apps/web/src/lib'],
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'shared web code (components, lib) depends on no feature and not on the app shell',
  },
  ...featureZones,
  ...API_ZONES,
];

const SOURCE = ['apps/*/src/**/*.{ts,tsx}', 'packages/*/src/**/*.{ts,tsx}'];
const TESTS = ['**/*.test.{ts,tsx}', '**/*.test-harness.tsx', 'apps/api/src/testing/**'];

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      'apps/web/builds/**',
      '**/node_modules/**',
      'data/**',
      '.test-data/**',
      'apps/api/drizzle/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'warn' },
  },
  { files: ['apps/web/src/**/*.tsx'], ...jsxA11y.configs.recommended },
  {
    // the domain's schemas take `z` from zod.ts, which sets zod's pt-BR messages where a schema is
    // (decision 045: set in the index, the web's build dropped them)
    files: ['packages/domain/src/**/*.ts'],
    ignores: ['packages/domain/src/zod.ts', ...TESTS],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'zod',
              allowTypeImports: true,
              message: "import { z } from the domain's zod.ts (pt-BR messages)",
            },
          ],
        },
      ],
    },
  },
  {
    // every toast goes through lib/notify.ts: its rules (at most 3, the newest shown at once, named
    // close button, durations of spec 1 §9) hold only if nobody calls Mantine's API around them
    // (and a calendar is components/DateInput.tsx, which brings the date library and its pt-BR
    // locale with it, decision 045)
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/lib/notify.ts',
      'apps/web/src/app/base-providers.tsx',
      'apps/web/src/app/ToastContainer.tsx',
      'apps/web/src/components/DateInput.tsx',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@mantine/notifications', message: 'show toasts through lib/notify.ts' },
            { name: '@mantine/dates', message: 'use components/DateInput.tsx (pt-BR calendar)' },
          ],
        },
      ],
    },
  },
  {
    // a dynamic import of another feature's index is a chunk entry holding the whole feature: the
    // bundler then gave unrelated pages a neighbour's page (decision 045, 2026-11-27)
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportExpression[source.value=/^(\\.\\.\\/)+[\\w-]+(\\/index(\\.ts)?)?$/]',
          message:
            "load another feature's part through a lazy component its index exports (features/privacy/lazy.ts), not import() of the index",
        },
      ],
    },
  },
  {
    files: SOURCE,
    plugins: { 'import-x': importX, local: { rules: { 'no-type-cycle': noTypeCycle } } },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['packages/domain/tsconfig.json', 'apps/api/tsconfig.json', 'apps/web/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
      'import-x/ignore': ['node_modules'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // import-x/no-cycle skips `import type`; this one counts it (eslint-rules/no-type-cycle.js)
      'local/no-type-cycle': 'error',
    },
  },
  {
    // type-aware rules on the product's code: promises awaited or handled, no needless assertions
    files: SOURCE,
    ignores: TESTS,
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      // react-router's navigate() may return a promise nobody needs to wait for
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [{ from: 'package', package: 'react-router', name: ['NavigateFunction'] }],
        },
      ],
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false, properties: false } },
      ],
      '@typescript-eslint/await-thenable': 'error',
      '@typescript-eslint/no-unnecessary-type-assertion': 'error',
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true, requireDefaultForNonUnion: false },
      ],
      '@typescript-eslint/only-throw-error': 'error',
      '@typescript-eslint/prefer-promise-reject-errors': 'error',
    },
  },
);

// @ts-check
import js from '@eslint/js'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import importX from 'eslint-plugin-import-x'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import reactHooks from 'eslint-plugin-react-hooks'
import storybook from 'eslint-plugin-storybook'
import prettierConfig from 'eslint-config-prettier/flat'
import { existsSync, readdirSync } from 'node:fs'

/**
 * Layers, lowest first. A layer may import from layers below it, never above:
 *   design-system, api  →  lib  →  features  →  app
 * Features never import each other; only stories, tests, .storybook and the demo switch import mocks/.
 */
const layerRules = [
  {
    target: './src/design-system',
    from: ['./src/lib', './src/api', './src/features', './src/app', './mocks', './server', './chain'],
    message: 'The design system depends on nothing of the product.',
  },
  {
    target: './src/api',
    from: ['./src/design-system', './src/lib', './src/features', './src/app', './mocks', './server', './chain'],
    message: 'API schemas depend only on zod.',
  },
  {
    target: './src/lib',
    from: ['./src/features', './src/app', './src/design-system', './server', './chain'],
    message: 'lib sits below features and app.',
  },
  { target: './src/features', from: ['./src/app', './server', './chain'], message: 'Features never import the app.' },
  {
    target: './mocks',
    from: ['./src/features', './src/app', './src/design-system', './server'],
    message: 'Mocks serve the API schemas, not screens.',
  },
  {
    // The router is mechanics (registry, access, menu, breadcrumbs, tree composition): the app hands it the
    // entries and frames, so it never reaches back up into them.
    target: './src/app/router',
    from: [
      './src/app/session',
      './src/app/layout',
      './src/app/pages',
      './src/app/app-routes.tsx',
      './src/app/console-routes.ts',
    ],
    message: 'src/app/router is mechanics: pass screens, layouts and the session gate in (src/app/app-routes.tsx).',
  },
  {
    target: './server',
    from: ['./src/features', './src/app', './src/design-system', './mocks'],
    message: 'The server shares only schemas and lib.',
  },
]

// Features never import each other: each feature folder may import only itself from src/features.
const featureNames = existsSync('./src/features')
  ? readdirSync('./src/features', { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : []
const featureRules = featureNames.map((name) => ({
  target: `./src/features/${name}`,
  from: './src/features',
  except: [`./${name}`],
  message:
    'Features do not import each other; move shared code to lib or the design system, or compose them in src/app.',
}))

/**
 * The contract is AssemblyScript (proton-tsc): TypeScript syntax, but its own types, decorators and `!` checks,
 * so the TypeScript and import rules stay off there and only the file length limit applies.
 */
/** Chinese characters and full-width punctuation, as an esquery pattern. */
const chinese = '/[\\u3000-\\u303f\\u4e00-\\u9fff\\uff00-\\uffef]/'

const contractFiles = 'chain/contract/**'
/** @param {import('typescript-eslint').ConfigArray[number]} config */
const exceptContract = (config) =>
  config.rules ? { ...config, ignores: [...(config.ignores ?? []), contractFiles] } : config

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-demo',
      'storybook-static',
      'node_modules',
      'mocks/public/mockServiceWorker.js',
      '**/target/**',
      'coverage',
      '.vitest*',
      'test-results',
      'playwright-report',
      // bench:web installs and builds the reference admin here; the test runs write their reports here.
      '.cache',
      '.test-results',
      '.data',
    ],
  },
  exceptContract(js.configs.recommended),
  ...tseslint.configs.strict.map(exceptContract),
  {
    ignores: [contractFiles],
    languageOptions: {
      ecmaVersion: 2024,
      sourceType: 'module',
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...layerRules, ...featureRules] }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // mocks/ is only for stories, tests, Storybook and the app's offline-demo switch.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/**/*.stories.tsx', 'src/**/*.test.{ts,tsx}', 'src/test/**', 'src/app/demo/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink', 'Form'],
              message:
                "The console links with @/lib/navigation/Link: react-router's Link, NavLink and Form bring its framework-mode prefetching onto every page (vite.config.ts, reactRouterUnused).",
            },
          ],
          patterns: [
            { group: ['@mocks/*', '**/mocks/**'], message: 'Only stories, tests and the demo switch import mocks/.' },
            {
              group: ['@/api/endpoints'],
              message:
                'The console imports its endpoints from @/api/endpoint-groups/<group> (the whole registry would load every schema on every route).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**', 'server/**', 'chain/**', 'e2e/**', 'tooling/**', '*.config.{js,ts}'],
    rules: { 'no-console': 'off' },
  },
  {
    // One purpose per file: a file that grows past 400 lines is split by purpose (tests by the behaviour they test).
    files: ['**/*.{ts,tsx,mts,cts,js,mjs,cjs}'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    // A play finds what the screen shows by role and by the catalogue's words in the story's locale
    // (src/test/story-text.ts), so it passes in English too: Chinese written into a play is either UI text,
    // which English breaks, or data, which is named outside the play. The design system's stories are left out:
    // its components show the text they are given, which their stories pass in.
    files: ['src/features/**/*.stories.tsx', 'src/app/**/*.stories.tsx', 'src/lib/**/*.stories.tsx'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...[
          `Property[key.name='play'] Literal[value=${chinese}]`,
          `Property[key.name='play'] Literal[regex.pattern=${chinese}]`,
          `Property[key.name='play'] TemplateElement[value.raw=${chinese}]`,
          `Program > FunctionDeclaration Literal[value=${chinese}]`,
          `Program > FunctionDeclaration Literal[regex.pattern=${chinese}]`,
          `Program > FunctionDeclaration TemplateElement[value.raw=${chinese}]`,
        ].map((selector) => ({
          selector: `${selector}:not(CallExpression[callee.name='t'] > Literal):not(CallExpression[callee.property.name=/^(re|pattern)$/] > Literal)`,
          message:
            "UI text in a play comes from the catalogue: t('查询') (src/test/story-text.ts); data (a server's message, a business name) is a named constant outside the play.",
        })),
      ],
    },
  },
  ...storybook.configs['flat/recommended'],
  // Formatting is Prettier's (checked by `npm run lint`); no ESLint rule argues with it.
  prettierConfig,
)

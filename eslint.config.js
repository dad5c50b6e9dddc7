import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import noFolderCycle from './eslint-rules/no-folder-cycle.js';

/**
 * The import boundaries of docs/architecture.md: the storefront (src/) and the
 * API (server/) each import the shared core (common/), never each other, and
 * common/ imports neither and runs no DOM or Node API.
 */
const crossing = (side, message) => ({
  regex: `^(\\.\\.?/)+(\\.\\./)*${side}(/|$)`,
  message,
});

const serverCrossing = crossing('server', 'The storefront never imports the server: move shared code to common/.');

/**
 * The zones inside src/ (docs/architecture.md), each importing only the ones below it:
 * app → pages → components → hooks → api → lib and config. Folder names are matched after any
 * run of `../`, which is safe while no folder inside a zone shares a zone's name.
 */
const SRC_ZONES = {
  app: { files: ['src/app/**'], never: [] },
  pages: { files: ['src/pages/**'], never: ['app'], typesOnly: ['api'] },
  components: { files: ['src/components/**'], never: ['app', 'pages'], typesOnly: ['api'] },
  hooks: { files: ['src/hooks/**'], never: ['app', 'pages', 'components'] },
  api: { files: ['src/api/**'], never: ['app', 'pages', 'components', 'hooks'] },
  lib: { files: ['src/lib/**'], never: ['app', 'pages', 'components', 'hooks', 'api'] },
  config: { files: ['src/config/**'], never: ['app', 'pages', 'components', 'hooks', 'api', 'lib'] },
};

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'var/**', 'coverage/**', 'tmp/**', 'bench/out/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': ['error', { patterns: [serverCrossing] }],
    },
  },
  ...Object.entries(SRC_ZONES).map(([zone, { files, never, typesOnly = [] }]) => ({
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverCrossing,
            ...never.map((other) => ({
              regex: `^(\\.\\.?/)+(\\.\\./)*${other}(/|$)`,
              message: `src/${zone}/ never imports src/${other}/ (the zones of docs/architecture.md).`,
            })),
            ...typesOnly.map((other) => ({
              regex: `^(\\.\\.?/)+(\\.\\./)*${other}(/|$)`,
              allowTypeImports: true,
              message: `src/${zone}/ takes only types from src/${other}/: data comes through a hook (docs/architecture.md).`,
            })),
          ],
        },
      ],
    },
  })),
  {
    files: ['server/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [crossing('src', 'The server never imports the storefront: move shared code to common/.')] },
      ],
    },
  },
  {
    files: ['common/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            crossing('src', 'common/ imports neither side.'),
            crossing('server', 'common/ imports neither side.'),
            { regex: '^node:', message: 'common/ runs in the browser too: no Node API.' },
            { regex: '^(react|react-dom|axios|fastify|drizzle-orm|pg)(/|$)', message: 'common/ is framework-free.' },
          ],
        },
      ],
      'no-restricted-globals': ['error', 'window', 'document', 'localStorage', 'process', 'Buffer', 'require'],
    },
  },
  {
    // Folders import one way (docs/architecture.md), in all three homes; inside src/ the zone rule
    // above also says which way.
    files: ['server/**/*.ts', 'common/**/*.ts', 'src/**/*.{ts,tsx}'],
    plugins: { shop: { rules: { 'no-folder-cycle': noFolderCycle } } },
    rules: { 'shop/no-folder-cycle': 'error' },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}', 'bench/**/*.{ts,mjs}', '*.{js,ts,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);

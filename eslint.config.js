import fs from 'node:fs';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import globals from 'globals';
import noFileCycle from './eslint-rules/no-file-cycle.js';
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
const consoleCrossing = crossing('console', 'The storefront never imports the staff console (console/).');

/**
 * The zones inside src/ (docs/architecture.md), each importing only the ones below it:
 * app → layout and pages → features → components, hooks, api → lib and config. (The layout sits
 * beside the pages: neither imports the other.) Folder names are
 * matched after any run of `../`, which is safe while no folder inside a zone, and no feature,
 * shares a zone's name.
 */
const SRC_ZONES = {
  app: { files: ['src/app/**'], never: [] },
  layout: { files: ['src/layout/**'], never: ['app', 'pages'] },
  pages: { files: ['src/pages/**'], never: ['app', 'layout'], typesOnly: ['api'] },
  features: { files: ['src/features/**'], never: ['app', 'layout', 'pages'] },
  components: { files: ['src/components/**'], never: ['app', 'layout', 'pages', 'features'], typesOnly: ['api'] },
  hooks: { files: ['src/hooks/**'], never: ['app', 'layout', 'pages', 'features', 'components'] },
  api: { files: ['src/api/**'], never: ['app', 'layout', 'pages', 'features', 'components', 'hooks'] },
  lib: { files: ['src/lib/**'], never: ['app', 'layout', 'pages', 'features', 'components', 'hooks', 'api'] },
  config: {
    files: ['src/config/**'],
    never: ['app', 'layout', 'pages', 'features', 'components', 'hooks', 'api', 'lib'],
  },
};

/**
 * The features of the storefront (src/features/<feature>/, docs/architecture.md and
 * docs/decisions/0321-features-each-in-one-folder.md). A feature imports another feature only
 * through the files that one lists here as its public face (by name, without the extension), and
 * takes only types from another feature's `*Api.ts` fetchers. A feature not listed has no public
 * files. Features import one way, too: shop/no-folder-cycle counts each feature as a folder.
 */
const FEATURE_PUBLIC = {
  cart: ['useCart', 'useMiniCartDrawer', 'QuantityStepper', 'cartTexts', 'cartLines', 'checkoutSelection'],
  account: ['useFavourites', 'WishlistButton'],
  catalogue: [
    'catalogueQueries',
    'useCategories',
    'useProductList',
    'ProductGrid',
    'QuickViewModal',
    'PriceBlock',
    'ProductLabels',
    'RatingSummary',
    'StarRating',
    'catalogue.css',
  ],
};
const FEATURES = fs
  .readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const publicFiles = Object.entries(FEATURE_PUBLIC)
  .flatMap(([feature, files]) => files.map((file) => `${feature}/${escape(file)}`))
  .join('|');

/** The patterns that keep `feature`'s files out of the other features' insides. */
function featureFences(feature) {
  // From src/features/<feature>/x.ts another feature is `../<other>/…` (or `../../features/<other>/…`).
  const other = `^\\.\\./(\\.\\./features/)?(?!${feature}/)(?!(${publicFiles})$)[^./][^/]*/`;
  return [
    {
      regex: `${other}(?![^/]*Api$)`,
      // File names differ by case alone (cart/cartLines.ts is public, cart/CartLines.tsx is not).
      caseSensitive: true,
      message: `src/features/${feature}/ imports another feature only through its public files (FEATURE_PUBLIC in eslint.config.js, docs/architecture.md).`,
    },
    {
      regex: `${other}[^/]*Api$`,
      caseSensitive: true,
      allowTypeImports: true,
      message: `src/features/${feature}/ takes only types from another feature's fetchers; its data comes through that feature's public files.`,
    },
  ];
}

const zonePatterns = (zone, never, typesOnly) => [
  serverCrossing,
  consoleCrossing,
  ...never.map((other) => ({
    regex: `^(\\.\\.?/)+(\\.\\./)*${other}(/|$)`,
    message: `src/${zone}/ never imports src/${other}/ (the zones of docs/architecture.md).`,
  })),
  ...typesOnly.map((other) => ({
    regex: `^(\\.\\.?/)+(\\.\\./)*${other}(/|$)`,
    allowTypeImports: true,
    message: `src/${zone}/ takes only types from src/${other}/: data comes through a hook (docs/architecture.md).`,
  })),
];

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
      'no-restricted-imports': ['error', { patterns: [serverCrossing, consoleCrossing] }],
    },
  },
  ...Object.entries(SRC_ZONES).flatMap(([zone, { files, never, typesOnly = [] }]) =>
    zone === 'features'
      ? FEATURES.map((feature) => ({
          files: [`src/features/${feature}/**`],
          rules: {
            'no-restricted-imports': [
              'error',
              { patterns: [...zonePatterns(zone, never, typesOnly), ...featureFences(feature)] },
            ],
          },
        }))
      : [{ files, rules: { 'no-restricted-imports': ['error', { patterns: zonePatterns(zone, never, typesOnly) }] } }],
  ),
  {
    // The staff console (docs/architecture.md): its own home, importing common/ and packages only.
    files: ['console/**/*.{ts,tsx}'],
    languageOptions: { globals: globals.browser },
    plugins: { 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            crossing('server', 'The console never imports the server: its API types live in common/contract/.'),
            crossing('src', 'The console never imports the storefront: move shared code to common/.'),
          ],
        },
      ],
    },
  },
  {
    files: ['server/**/*.ts'],
    languageOptions: { globals: globals.node },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            crossing('src', 'The server never imports the storefront: move shared code to common/.'),
            crossing('console', 'The server never imports the staff console.'),
          ],
        },
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
            crossing('console', 'common/ imports neither side.'),
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
    // above also says which way. Files do too, inside a folder as well.
    files: ['server/**/*.ts', 'common/**/*.ts', 'src/**/*.{ts,tsx}'],
    plugins: { shop: { rules: { 'no-folder-cycle': noFolderCycle, 'no-file-cycle': noFileCycle } } },
    rules: { 'shop/no-folder-cycle': 'error', 'shop/no-file-cycle': 'error' },
  },
  {
    files: ['tests/**/*.{ts,tsx}', 'scripts/**/*.{ts,mjs}', 'bench/**/*.{ts,mjs}', '*.{js,ts,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
);

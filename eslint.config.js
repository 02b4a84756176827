// Lint rules for the whole project: TypeScript, React hooks, accessibility, and the seams between the
// server, the client and the code both share (common/ imports neither; neither imports the other), and
// between the server's features (one reaches another only through its index.ts).
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const folderPattern = (folders, message) => ({ group: folders.map((folder) => `**/${folder}/**`), message });
const forbidImports = (folders, message) => ({
  'no-restricted-imports': ['error', { patterns: [folderPattern(folders, message)] }],
});

const SERVER_SEAM = folderPattern(['resources'], 'The server does not import the client: share through common/.');

/**
 * A file `depth` folders below its feature's own folder (server/features/<feature>/) climbs depth + 1 levels
 * to reach another feature: there it may import that feature's index.js and nothing else. Its own feature's
 * files, subfolders included, stay free.
 */
const featureSeam = (depth) => ({
  files: [`server/features/*/${'*/'.repeat(depth)}*.ts`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          SERVER_SEAM,
          {
            regex: `^(\\.\\./){${depth + 1}}[^./][^/]*/(?!index\\.js$)`,
            message: 'Import another feature only through its index.js; export what you need from there.',
          },
          {
            regex: '/db/provider\\.js$',
            message: "A feature asks its context's dialect where the databases differ, never which one runs.",
          },
        ],
      },
    ],
  },
});

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'public/build/', 'server/generated/', 'test-results/', 'storage/'] },
  tseslint.configs.recommended,
  {
    rules: {
      // A leading underscore names what a destructuring leaves out on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['resources/**/*.{ts,tsx}', 'tests/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    // The two classic hook rules; the plugin's React Compiler rules assume a compiler this app does not use.
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  {
    files: ['resources/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
    rules: {
      ...jsxA11y.flatConfigs.recommended.rules,
      // The first field of a single-purpose form (log in, a registration step) takes the focus on purpose.
      'jsx-a11y/no-autofocus': 'off',
    },
  },
  {
    files: ['common/**/*.ts'],
    rules: forbidImports(['server', 'resources'], 'common/ is shared by both sides and imports neither.'),
  },
  {
    files: ['packages/**/*.ts'],
    rules: forbidImports(
      ['common', 'server', 'resources'],
      'A package knows nothing of the product: the product passes it what it needs.',
    ),
  },
  { files: ['server/**/*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [SERVER_SEAM] }] } },
  ...[0, 1, 2].map(featureSeam),
  {
    files: ['resources/**/*.{ts,tsx}'],
    rules: forbidImports(['server'], 'The client does not import the server: share through common/.'),
  },
);

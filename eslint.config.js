// Lint rules for the whole project: TypeScript, React hooks, accessibility, and the seams between the
// server, the client and the code both share (common/ imports neither; neither imports the other).
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const forbidImports = (folders, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: folders.map((folder) => `**/${folder}/**`), message }] }],
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
  {
    files: ['server/**/*.ts'],
    rules: forbidImports(['resources'], 'The server does not import the client: share through common/.'),
  },
  {
    files: ['resources/**/*.{ts,tsx}'],
    rules: forbidImports(['server'], 'The client does not import the server: share through common/.'),
  },
);

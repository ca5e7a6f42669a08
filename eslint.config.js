// `npm run lint`: ESLint's and typescript-eslint's recommended rules on every
// source, test, script and bench file (formatting is Prettier's: `npm run
// format`). Syntax rules only, no type information: the whole tree lints in
// seconds, and `npm run check` is the type checker.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: ['dist/', '.majors/', '**/node_modules/', '**/test-results/', '**/playwright-report/', '**/blob-report/', '.dist-tmp-*/', '.build-lock/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.node },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Pages and goldens are hostile: the code matches control characters, combining marks and joiners on purpose
      // (model/text.ts, the review's escapes, the hostile-string tests).
      'no-control-regex': 'off',
      'no-misleading-character-class': 'off',
      // An unused argument is often a position the caller fills (a hook's signature, `_what` in a table of cases).
      '@typescript-eslint/no-unused-vars': ['error', { args: 'none', caughtErrors: 'none', ignoreRestSiblings: true, varsIgnorePattern: '^_' }],
      // `catch {}` where a failure changes nothing (a clean-up, a best-effort read) is said once, by the empty block.
      'no-empty': ['error', { allowEmptyCatch: true }],
    },
  },
  {
    // Code that runs in a page or in jsdom: the engine, the bench's and tests' page scripts.
    files: ['src/engine/**', 'src/browser-page/**', 'src/vitest/**', 'tests/**', 'bench/**', 'fixtures/**'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Jest's test files take their functions from its globals.
    files: ['tests/jest-projects/**', 'tests/cross-runner/projects/jest/**', 'bench/jest/**'],
    languageOptions: { globals: globals.jest },
  },
  {
    files: ['**/*.cjs', 'tests/jest-projects/**/*.js', 'tests/cross-runner/projects/jest/**/*.js', 'bench/jest/**/*.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);

// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import storybook from 'eslint-plugin-storybook';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const domains = ['auth', 'shell', 'dashboard', 'cart', 'orders', 'parcels', 'delivery', 'finance', 'account', 'messages'];

/** Imports flow ui → features → app only. A wrong arrow is a lint error, not a code-review comment. */
const layer = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export default tseslint.config(
  // What .gitignore leaves out, and a session's scratch folder (.diag): lint reads the working tree, and a
  // CI that copies it rather than cloning must not fail on files the repository does not hold.
  {
    ignores: [
      'dist',
      'dist-*',
      'storybook-static',
      'node_modules',
      '.storybook/public',
      'coverage',
      'test-results*',
      'playwright-report',
      '.data',
      '.diag',
      '.scratch',
      '.lighthouse',
      '.vite',
      '.vitest-attachments',
      '.test-reports',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      parserOptions: { projectService: { allowDefaultProject: ['eslint.config.js', 'scripts/*.mjs'] }, tsconfigRootDir: import.meta.dirname },
    },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/ban-ts-comment': ['error', { 'ts-ignore': true, 'ts-nocheck': true, 'ts-expect-error': 'allow-with-description' }],
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': 'off',
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      'no-restricted-syntax': [
        'error',
        { selector: "JSXAttribute[name.name='dangerouslySetInnerHTML']", message: 'Server text is rendered as text.' },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  layer(['src/ui/**'], [
    { group: ['**/features/**', '**/app/**', '**/mocks/**'], message: 'src/ui imports nothing of ours above it.' },
    { group: ['swr', 'swr/*', 'wouter', 'wouter/*'], message: 'src/ui is pure: no data fetching or routing.' },
  ]),
  layer(['src/features/**'], [
    { group: ['**/app/**', '**/mocks/**'], message: 'Features are pure: props in, callbacks out.' },
    { group: ['swr', 'swr/*', 'wouter', 'wouter/*'], message: 'Features are pure: no SWR, no router.' },
  ]),
  // Features never import each other; a shared bit goes down to src/ui.
  ...domains.map((domain) =>
    layer([`src/features/${domain}/**`], [
      { group: ['**/app/**', '**/mocks/**', 'swr', 'swr/*', 'wouter', 'wouter/*'], message: 'Features are pure: props in, callbacks out.' },
      {
        group: domains.filter((other) => other !== domain).flatMap((other) => [`**/features/${other}/**`, `../${other}`, `../${other}/**`]),
        message: 'Features never import each other; a shared rule goes to features/shared, a shared piece that knows no domain to src/ui.',
      },
    ]),
  ),
  // The shared home of domain rules (features/shared) serves every domain, so it may import none of them.
  layer(['src/features/shared/**'], [
    { group: ['**/app/**', '**/mocks/**', 'swr', 'swr/*', 'wouter', 'wouter/*'], message: 'Features are pure: props in, callbacks out.' },
    {
      group: domains.flatMap((domain) => [`**/features/${domain}/**`, `../${domain}`, `../${domain}/**`]),
      message: 'features/shared is below every domain: move the rule here, never import a domain from it.',
    },
  ]),
  layer(['src/app/**'], [
    { group: ['**/mocks/**', '!**/mocks/browser'], message: 'Only the demo entry loads the mock backend, lazily.' },
  ]),
  layer(['src/mocks/**'], [
    { group: ['**/app/hooks/**', '**/app/routes/**', '**/app/session/**', 'swr', 'wouter'], message: 'The mock backend imports the schemas of app/api and the pure rules of features only.' },
  ]),
  {
    files: ['stories/**', 'tests/**', '**/*.test.ts', '**/*.test.tsx', '.storybook/**'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
  ...storybook.configs['flat/recommended'],
);

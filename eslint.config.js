import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'shots', 'coverage', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // Imports flow one way (STYLE §1): a feature never imports another feature.
      'no-restricted-imports': ['error', { patterns: [{ group: ['../../features/*', '../features/*/*'], message: 'A feature never imports another feature: move shared code to ui/ or api/.' }] }],
    },
  },
  {
    files: ['src/client/app/routes.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['src/contract/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['../server/*', '../client/*', 'react', 'fastify'], message: 'The contract depends on zod only.' }] }] },
  },
  {
    files: ['scripts/**', 'e2e/**', 'src/server/cli/**'],
    rules: { 'no-console': 'off' },
  },
);

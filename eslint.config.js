import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'data', 'shots', 'coverage', 'reports', 'src/server/db/migrations'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
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
    },
  },
  // One logger per side: the client's api/logger.ts (quiet in production),
  // the server's pino (app.log). Only the CLIs, scripts and tests write to the console.
  {
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/server/cli/**', 'src/**/test/**', 'src/**/*.test.{ts,tsx}'],
    rules: { 'no-console': 'error' },
  },
  // Public pages hydrate without react-router (decision 0015): their code moves through
  // context/navigation.tsx. The router is the back-office's, and the route table's.
  {
    files: ['src/client/{layout,context,render,ui,features}/**/*.{ts,tsx}'],
    ignores: [
      'src/client/ui/admin/**',
      'src/client/features/admin/**',
      'src/client/features/*/admin/**',
      'src/client/features/auth/**',
      'src/client/features/inbox/**',
      'src/client/**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              message:
                'Public code uses context/navigation.tsx (Link, NavLink, useLocation…): public pages run without a router (decision 0015).',
            },
          ],
        },
      ],
    },
  },
  // One Link: the back-office's links are context/navigation.tsx's too (the router's
  // navigate behind them), so a card or a button shared with the public site behaves the same.
  {
    files: [
      'src/client/ui/admin/**/*.{ts,tsx}',
      'src/client/features/admin/**/*.{ts,tsx}',
      'src/client/features/*/admin/**/*.{ts,tsx}',
      'src/client/features/auth/**/*.{ts,tsx}',
      'src/client/features/inbox/**/*.{ts,tsx}',
    ],
    ignores: ['src/client/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-router',
              importNames: ['Link', 'NavLink'],
              message: 'One Link: import Link from context/navigation.tsx.',
            },
          ],
        },
      ],
    },
  },
  // Imports flow one way (STYLE §1): .dependency-cruiser.cjs, run by `npm run lint` after ESLint.
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs', globals: globals.node },
  },
  {
    files: ['scripts/**', 'e2e/**', 'src/server/cli/**'],
    rules: { 'no-console': 'off' },
  },
);

import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const FEATURES = readdirSync(new URL('./src/client/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * Who may import whom (issue 8 §1). `npm run lint` fails on a crossing;
 * src/lint-zones.test.ts proves each zone refuses a bad import.
 */
export const IMPORT_ZONES = [
  { target: './src/contract', from: ['./src/server', './src/client', './scripts', './e2e'], message: 'The contract imports nothing of ours: it is what both sides share.' },
  { target: './src/server', from: './src/client', message: 'The server never imports client code: move what both need into src/contract.' },
  { target: './src/client', from: './src/server', message: 'The client never imports server code: share it through src/contract.' },
  // The client's layers, lowest first: api/ (calls, storage) → context/ (language,
  // translations, auth, socket, head) → ui/ → layout/ and features/ → app/ (the routes and
  // the providers' composition). Nothing imports app/ but the entries.
  { target: './src/client/api', from: ['./src/client/app', './src/client/context', './src/client/ui', './src/client/layout', './src/client/features'], message: 'api/ is the lowest layer: it imports no other client code.' },
  { target: './src/client/context', from: ['./src/client/app', './src/client/layout', './src/client/features'], message: 'context/ is below the layout and the features: it imports neither, nor app/.' },
  { target: './src/client/ui', from: ['./src/client/app', './src/client/layout', './src/client/features'], message: 'ui/ is shared: it imports no app, layout or feature code.' },
  { target: ['./src/client/layout', './src/client/features'], from: './src/client/app', message: 'Only the entries import app/: move what a screen needs to context/, ui/ or api/.' },
  ...FEATURES.map((feature) => ({
    target: `./src/client/features/${feature}`,
    from: './src/client/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature: move shared code to ui/ or api/.',
  })),
];

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
    },
  },
  // Imports flow one way (STYLE §1; zones as bulletproof-react draws them): checked on the
  // resolved file, so `../blogs/x`, `../../features/blogs/x` and `./../x` are all caught.
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
      // The files no-cycle reads to follow imports (its default is .js only).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: IMPORT_ZONES }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    files: ['scripts/**', 'e2e/**', 'src/server/cli/**'],
    rules: { 'no-console': 'off' },
  },
);

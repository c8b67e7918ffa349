/**
 * Who may import whom: `npm run lint` runs dependency-cruiser with these rules
 * after ESLint, on resolved files (so `../blogs/x`, `../../features/blogs/x` and a type-only
 * import are all caught), and refuses any import cycle. src/server/lint-zones.test.ts
 * proves each rule refuses a bad import.
 *
 * The client's layers, lowest first: api/ (calls, storage) → render/ (how a page renders:
 * sections, sheets, MUI parts and their theme; docs/rendering.md) → context/ (language,
 * translations, auth, socket, head) → ui/ → layout/ and features/ → app/ (the routes and the
 * providers' composition). Nothing imports app/ but the entries.
 */
const forbid = (name, comment, from, to) => ({ name, comment, severity: 'error', from, to });

module.exports = {
  forbidden: [
    // Cycles that run: a type-only import back (`import type`) is erased and closes none.
    forbid(
      'no-circular',
      'An import cycle: break it by moving the shared part down a layer.',
      {},
      { circular: true, viaOnly: { dependencyTypesNot: ['type-only'] } },
    ),
    forbid(
      'contract-imports-nothing-of-ours',
      'The contract imports nothing of ours: it is what both sides share.',
      { path: '^src/contract/' },
      { path: '^(src/server|src/client|scripts|e2e)/' },
    ),
    forbid(
      'server-not-client',
      'The server never imports client code: move what both need into src/contract.',
      { path: '^src/server/' },
      { path: '^src/client/' },
    ),
    forbid(
      'client-not-server',
      'The client never imports server code: share it through src/contract.',
      { path: '^src/client/' },
      { path: '^src/server/' },
    ),
    forbid(
      'api-is-lowest',
      'api/ is the lowest client layer: it imports no other client code.',
      { path: '^src/client/api/' },
      { path: '^src/client/(app|render|context|ui|layout|features)/' },
    ),
    forbid(
      'context-below-screens',
      'context/ is below the layout and the features: it imports neither, nor app/.',
      { path: '^src/client/context/' },
      { path: '^src/client/(app|layout|features)/' },
    ),
    // The app's context uses render/ (the deferred sections' readiness, the direction it
    // provides to MUI's theme: render/direction.ts); render/ reading the context back made
    // the two folders a cycle.
    forbid(
      'render-below-context',
      'render/ is below context/: it imports none of it. Pass what it needs down (render/direction.ts).',
      { path: '^src/client/render/' },
      { path: '^src/client/context/' },
    ),
    forbid(
      'render-below-ui',
      'render/ is the rendering plumbing: it imports no ui, layout, feature or app code.',
      { path: '^src/client/render/' },
      { path: '^src/client/(ui|app|layout|features)/' },
    ),
    forbid(
      'ui-is-shared',
      'ui/ is shared: it imports no app, layout or feature code.',
      { path: '^src/client/ui/' },
      { path: '^src/client/(app|layout|features)/' },
    ),
    forbid(
      'only-entries-import-app',
      'Only the entries import app/: move what a screen needs to context/, ui/ or api/.',
      { path: '^src/client/(layout|features)/' },
      { path: '^src/client/app/' },
    ),
    forbid(
      'features-apart',
      'A feature never imports another feature: move shared code to ui/, context/ or api/.',
      { path: '^src/client/features/([^/]+)/' },
      { path: '^src/client/features/', pathNot: '^src/client/features/$1/' },
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // Type-only imports count too: the server depends on the contract's types, not the client's.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
  },
};

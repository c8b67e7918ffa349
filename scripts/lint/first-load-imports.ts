// `npm run lint`, after dependency-cruiser: no public page's first load imports MUI or
// emotion (decision 0021). dependency-cruiser's own `reachable` rules follow dynamic
// imports too, so this walks its module graph here, following static imports only, from
// the browser's entry and every public page module. What a public page may load later
// (an MUI part, a deferred section) comes through `import()`, which ends the walk.
// Usage: tsx scripts/lint/first-load-imports.ts
import { cruise, type ICruiseResult, type IDependency } from 'dependency-cruiser';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Where a first load starts: the entry, and the page chunk it preloads. */
const ROOTS = /^src\/client\/(entry-client\.tsx|app\/routes\/public\/[^/]+\.tsx)$/;
/** What must not be in it. */
const FORBIDDEN = /^node_modules\/(@mui|@emotion)\//;

/** Each chain from a root to a forbidden module, as `a → b → @mui/…` (the first per module). */
export async function firstLoadViolations(): Promise<string[]> {
  const { output } = (await cruise(
    ['src/client'],
    {
      baseDir: ROOT,
      doNotFollow: { path: 'node_modules' },
      tsPreCompilationDeps: true,
      tsConfig: { fileName: path.join(ROOT, 'tsconfig.json') },
      enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    },
    undefined,
    { tsConfig: { fileName: path.join(ROOT, 'tsconfig.json') } },
  )) as { output: ICruiseResult };
  const modules = new Map(output.modules.map((m) => [m.source, m]));
  const isStatic = (dependency: IDependency) =>
    !dependency.dependencyTypes.some(
      (type) => type === 'dynamic-import' || type === 'type-only' || type === 'type-import',
    );
  const found: string[] = [];
  const cameFrom = new Map<string, string | null>();
  const queue = output.modules.filter((m) => ROOTS.test(m.source)).map((m) => m.source);
  for (const root of queue) cameFrom.set(root, null);
  while (queue.length > 0) {
    const source = queue.shift()!;
    for (const dependency of modules.get(source)?.dependencies ?? []) {
      if (!isStatic(dependency) || cameFrom.has(dependency.resolved)) continue;
      cameFrom.set(dependency.resolved, source);
      if (FORBIDDEN.test(dependency.resolved)) {
        const chain = [dependency.resolved];
        for (let at: string | null | undefined = source; at; at = cameFrom.get(at)) chain.unshift(at);
        found.push(chain.join(' → '));
      } else queue.push(dependency.resolved);
    }
  }
  return found;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const found = await firstLoadViolations();
  if (found.length > 0) {
    console.error(
      `A public page's first load imports MUI or emotion (decision 0021): load it as an MUI part (render/mui-part.tsx) or in a deferred section.\n${found.map((chain) => `  ${chain}`).join('\n')}`,
    );
    process.exit(1);
  }
  console.log(
    "✔ no MUI or emotion in a public page's first load (static imports from the entry and the public pages)",
  );
}

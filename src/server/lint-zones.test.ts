import { execFile } from 'node:child_process';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { firstLoadViolations } from '../../scripts/lint/first-load-imports';
import { ROOT_DIR } from './root-dir';

/**
 * The import rules `npm run lint` runs (.dependency-cruiser.cjs; README "Layout and docs") refuse what
 * they claim to. Each case writes a small file where the bad import would sit (so it
 * resolves as real code does). Every case's files are written at once, each under a name
 * of its own, and checked by one run of each check as `npm run lint` runs it: a run reads
 * much of the client, and one per case took ~8 s each. A violation belongs to the case whose
 * file it comes from. The files live only while the checks run, and a run that was killed
 * before removing them is cleaned up by the next.
 */
const DEPCRUISE = path.join(ROOT_DIR, 'node_modules/.bin/depcruise');
const run = promisify(execFile);
const PREFIX = 'lint-fixture-';
const RUN_TAG = `${PREFIX}${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
const FIXTURE_DIRS = [
  'src/client/features/blogs',
  'src/client/features/services',
  'src/server/plugins',
  'src/contract',
  'src/client/api',
  'src/client/layout',
  'src/client/context',
  'src/client/ui',
  'src/client/render',
  'src/client/app/routes/public',
];

interface Case {
  /** The case's own part of a file name: every fixture name of the case contains it, no other does. */
  tag: string;
  /** Each fixture, by the path it is written to. */
  files: Map<string, string>;
}

let cases = 0;
/** A case's fixtures: FIXTURE in a path or in code becomes the case's tag. */
function fixture(files: Record<string, string>): Case {
  // Zero-padded, so no case's tag is the start of another's (c01 and c010 would be).
  const tag = `${RUN_TAG}-c${String(++cases).padStart(3, '0')}`;
  return {
    tag,
    files: new Map(
      Object.entries(files).map(([file, code]) => [
        file.replace('FIXTURE', tag),
        code.replaceAll('FIXTURE', tag),
      ]),
    ),
  };
}

/** Fixtures a run killed midway left behind (their process is gone): not those of a run still going. */
function removeOrphans(): void {
  for (const dir of FIXTURE_DIRS) {
    let names: string[];
    try {
      names = readdirSync(path.join(ROOT_DIR, dir));
    } catch {
      continue;
    }
    for (const name of names) {
      const pid = Number(/^lint-fixture-(\d+)-/.exec(name)?.[1]);
      if (!pid || pid === process.pid || isAlive(pid)) continue;
      rmSync(path.join(ROOT_DIR, dir, name), { force: true });
    }
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Writes every case's files, runs `check` once on all of them and removes them again, whatever happens. */
async function withFixtures<T>(all: Case[], check: (files: string[]) => Promise<T>): Promise<T> {
  const written: string[] = [];
  const remove = () => {
    for (const file of written) rmSync(path.join(ROOT_DIR, file), { force: true });
  };
  // A worker that exits while the checks run (vitest stopped, a timeout) still removes them.
  process.once('exit', remove);
  try {
    for (const c of all)
      for (const [file, code] of c.files) {
        // 'wx': never over a file that is there already.
        writeFileSync(path.join(ROOT_DIR, file), code, { flag: 'wx' });
        written.push(file);
      }
    return await check([...written]);
  } finally {
    remove();
    process.off('exit', remove);
  }
}

const refused: [string, string, string, string][] = [
  [
    'a feature importing another feature',
    'src/client/features/blogs/FIXTURE.tsx',
    "import { ServicesPage } from '../services/services-page';\nexport const x = ServicesPage;\n",
    'features-apart',
  ],
  [
    'a feature importing another feature the long way',
    'src/client/features/blogs/FIXTURE.tsx',
    "import { ServicesPage } from '../../features/services/services-page';\nexport const x = ServicesPage;\n",
    'features-apart',
  ],
  [
    'the server importing client code',
    'src/server/plugins/FIXTURE.ts',
    "import { routes } from '../../client/app/routes';\nexport const x = routes;\n",
    'server-not-client',
  ],
  [
    'the server importing client types only',
    'src/server/plugins/FIXTURE.ts',
    "import type { RouteHandle } from '../../client/context/route-handle';\nexport type X = RouteHandle;\n",
    'server-not-client',
  ],
  [
    'the contract importing the server',
    'src/contract/FIXTURE.ts',
    "import { loadConfig } from '../server/config';\nexport const x = loadConfig;\n",
    'contract-imports-nothing-of-ours',
  ],
  [
    'api/ importing context/',
    'src/client/api/FIXTURE.ts',
    "import { useApp } from '../context/app-provider';\nexport const x = useApp;\n",
    'api-is-lowest',
  ],
  [
    'a feature importing app/',
    'src/client/features/blogs/FIXTURE.tsx',
    "import { routes } from '../../app/routes';\nexport const x = routes;\n",
    'only-entries-import-app',
  ],
  [
    'the layout importing app/',
    'src/client/layout/FIXTURE.tsx',
    "import { AppRoot } from '../app/app-root';\nexport const x = AppRoot;\n",
    'only-entries-import-app',
  ],
  [
    'context/ importing a feature',
    'src/client/context/FIXTURE.tsx',
    "import { ServicesPage } from '../features/services/services-page';\nexport const x = ServicesPage;\n",
    'context-below-screens',
  ],
  [
    'ui/ importing a feature',
    'src/client/ui/FIXTURE.tsx',
    "import { ServicesPage } from '../features/services/services-page';\nexport const x = ServicesPage;\n",
    'ui-is-shared',
  ],
  [
    'render/ importing context/',
    'src/client/render/FIXTURE.tsx',
    "import { useApp } from '../context/app-provider';\nexport const x = useApp;\n",
    'render-below-context',
  ],
  [
    'render/ importing ui/',
    'src/client/render/FIXTURE.tsx',
    "import { Button } from '../ui/button';\nexport const x = Button;\n",
    'render-below-ui',
  ],
];
const refusedCases = new Map(refused.map(([name, file, code]) => [name, fixture({ [file]: code })]));

const cycleFiles = {
  'src/contract/FIXTURE-a.ts': "import { b } from './FIXTURE-b';\nexport const a = () => b;\n",
  'src/contract/FIXTURE-b.ts': "import { a } from './FIXTURE-a';\nexport const b = () => a;\n",
};
const cycle = fixture(cycleFiles);
const typeOnlyBack = fixture({
  ...cycleFiles,
  'src/contract/FIXTURE-b.ts':
    "import type { a } from './FIXTURE-a';\nexport const b = (x: typeof a) => x;\n",
});
const allowed = fixture({
  'src/client/features/services/FIXTURE.tsx': [
    "import { ServicesPage } from './services-page';",
    "import { useApp } from '../../context/app-provider';",
    "import { PageSection } from '../../ui/page-section';",
    "import { http } from '../../api/http';",
    "import { LANGS } from '../../../contract';",
    'export const x = [ServicesPage, useApp, PageSection, http, LANGS];',
    '',
  ].join('\n'),
});
const importRuleCases = [...refusedCases.values(), cycle, typeOnlyBack, allowed];

const part = {
  'src/client/ui/FIXTURE-part.tsx':
    "import Button from '@mui/material/Button';\nexport const Part = Button;\n",
};
const staticPart = fixture({
  ...part,
  'src/client/app/routes/public/FIXTURE.tsx':
    "import { Part } from '../../../ui/FIXTURE-part';\nexport const x = Part;\n",
});
const dynamicPart = fixture({
  ...part,
  'src/client/app/routes/public/FIXTURE.tsx':
    "export const load = () => import('../../../ui/FIXTURE-part');\n",
});
const firstLoadCases = [staticPart, dynamicPart];

/** dependency-cruiser's violations, as `npm run lint` runs it on these files, and the first-load chains. */
let found: { violations: { from: string; rule: string }[]; chains: string[] } | undefined;

beforeAll(async () => {
  removeOrphans();
  found = await withFixtures([...importRuleCases, ...firstLoadCases], async (files) => {
    const importRuleFiles = files.filter((file) => importRuleCases.some((c) => c.files.has(file)));
    const depcruise = run(
      DEPCRUISE,
      [...importRuleFiles, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'],
      { cwd: ROOT_DIR, maxBuffer: 64 * 1024 * 1024 },
    ).catch((error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }));
    // The two checks at once: depcruise in its own process, the first-load walk in this one.
    const [{ stdout }, chains] = await Promise.all([depcruise, firstLoadViolations()]);
    const result = JSON.parse(stdout) as {
      summary: { violations: { from: string; rule: { name: string } }[] };
    };
    return {
      violations: result.summary.violations.map((v) => ({ from: v.from, rule: v.rule.name })),
      chains,
    };
  });
}, 180_000);

/** The rules the case's own files break. */
function violations(c: Case): string[] {
  return (found?.violations ?? []).filter((v) => c.files.has(v.from)).map((v) => v.rule);
}

/** The first-load chains through the case's own files. */
function chains(c: Case): string[] {
  return (found?.chains ?? []).filter((chain) => chain.includes(c.tag));
}

describe('import rules (npm run lint)', () => {
  it.each(refused)('refuses %s', (name, _file, _code, rule) => {
    expect(violations(refusedCases.get(name)!)).toContain(rule);
  });

  it('refuses an import cycle, but not a type-only import back', () => {
    expect(violations(cycle)).toContain('no-circular');
    expect(violations(typeOnlyBack)).toEqual([]);
  });

  it('allows what the layers allow: a feature using its own files, context/, ui/, api/ and the contract', () => {
    expect(violations(allowed)).toEqual([]);
    // Nor anything the run reached from the fixtures (the real modules they import, and theirs).
    expect(found?.violations.filter((v) => !importRuleCases.some((c) => c.files.has(v.from)))).toEqual([]);
  });
});

describe("no MUI in a public page's first load (npm run lint)", () => {
  it('refuses a public page that imports MUI through a shared component, naming the chain', () => {
    const named = chains(staticPart);
    expect(named).toHaveLength(1);
    expect(named[0]).toMatch(
      /^src\/client\/app\/routes\/public\/lint-fixture-[\w-]+\.tsx → src\/client\/ui\/lint-fixture-[\w-]+-part\.tsx → node_modules\/@mui\/material\//,
    );
  });

  it('allows the same component loaded with import(), as an MUI part is', () => {
    expect(chains(dynamicPart)).toEqual([]);
  });
});

import { execFile } from 'node:child_process';
import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { firstLoadViolations } from '../../scripts/lint/first-load-imports';
import { ROOT_DIR } from './root-dir';

/**
 * The import rules `npm run lint` runs (.dependency-cruiser.cjs; README "Layout and docs") refuse what
 * they claim to. Each case writes a small file where the bad import would sit (so it
 * resolves as real code does), runs dependency-cruiser on it as `npm run lint` does, and
 * removes it again.
 */
const DEPCRUISE = path.join(ROOT_DIR, 'node_modules/.bin/depcruise');
const run = promisify(execFile);

async function violations(files: Record<string, string>): Promise<string[]> {
  const tag = `lint-fixture-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  const written = Object.entries(files).map(
    ([file, code]) =>
      [path.join(ROOT_DIR, file.replace('FIXTURE', tag)), code.replaceAll('FIXTURE', tag)] as const,
  );
  try {
    for (const [file, code] of written) writeFileSync(file, code);
    const args = [
      ...written.map(([file]) => path.relative(ROOT_DIR, file)),
      '--config',
      '.dependency-cruiser.cjs',
      '--output-type',
      'json',
    ];
    const { stdout } = await run(DEPCRUISE, args, { cwd: ROOT_DIR, maxBuffer: 64 * 1024 * 1024 }).catch(
      (error: { stdout?: string }) => ({ stdout: error.stdout ?? '' }),
    );
    const result = JSON.parse(stdout) as { summary: { violations: { rule: { name: string } }[] } };
    return result.summary.violations.map((v) => v.rule.name);
  } finally {
    for (const [file] of written) rmSync(file, { force: true });
  }
}

describe('import rules (npm run lint)', { timeout: 120_000 }, () => {
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
      'render/ importing ui/',
      'src/client/render/FIXTURE.tsx',
      "import { Button } from '../ui/button';\nexport const x = Button;\n",
      'render-below-ui',
    ],
  ];

  it.each(refused)('refuses %s', async (_name, file, code, rule) => {
    expect(await violations({ [file]: code })).toContain(rule);
  });

  it('refuses an import cycle, but not a type-only import back', async () => {
    const cycle = {
      'src/contract/FIXTURE-a.ts': "import { b } from './FIXTURE-b';\nexport const a = () => b;\n",
      'src/contract/FIXTURE-b.ts': "import { a } from './FIXTURE-a';\nexport const b = () => a;\n",
    };
    expect(await violations(cycle)).toContain('no-circular');
    const typeOnly = {
      ...cycle,
      'src/contract/FIXTURE-b.ts':
        "import type { a } from './FIXTURE-a';\nexport const b = (x: typeof a) => x;\n",
    };
    expect(await violations(typeOnly)).toEqual([]);
  });

  it('allows what the layers allow: a feature using its own files, context/, ui/, api/ and the contract', async () => {
    const code = [
      "import { ServicesPage } from './services-page';",
      "import { useApp } from '../../context/app-provider';",
      "import { PageSection } from '../../ui/page-section';",
      "import { http } from '../../api/http';",
      "import { LANGS } from '../../../contract';",
      'export const x = [ServicesPage, useApp, PageSection, http, LANGS];',
      '',
    ].join('\n');
    expect(await violations({ 'src/client/features/services/FIXTURE.tsx': code })).toEqual([]);
  });
});

describe("no MUI in a public page's first load (npm run lint)", { timeout: 120_000 }, () => {
  /** Writes the fixtures, runs the check as `npm run lint` does, and removes them again. */
  async function chains(files: Record<string, string>): Promise<string[]> {
    const tag = `lint-fixture-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
    const written = Object.entries(files).map(
      ([file, code]) =>
        [path.join(ROOT_DIR, file.replace('FIXTURE', tag)), code.replaceAll('FIXTURE', tag)] as const,
    );
    try {
      for (const [file, code] of written) writeFileSync(file, code);
      return (await firstLoadViolations()).filter((chain) => chain.includes(tag));
    } finally {
      for (const [file] of written) rmSync(file, { force: true });
    }
  }
  const part = {
    'src/client/ui/FIXTURE-part.tsx':
      "import Button from '@mui/material/Button';\nexport const Part = Button;\n",
  };

  it('refuses a public page that imports MUI through a shared component, naming the chain', async () => {
    const found = await chains({
      ...part,
      'src/client/app/routes/public/FIXTURE.tsx':
        "import { Part } from '../../../ui/FIXTURE-part';\nexport const x = Part;\n",
    });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(
      /^src\/client\/app\/routes\/public\/lint-fixture-[\w-]+\.tsx → src\/client\/ui\/lint-fixture-[\w-]+-part\.tsx → node_modules\/@mui\/material\//,
    );
  });

  it('allows the same component loaded with import(), as an MUI part is', async () => {
    expect(
      await chains({
        ...part,
        'src/client/app/routes/public/FIXTURE.tsx':
          "export const load = () => import('../../../ui/FIXTURE-part');\n",
      }),
    ).toEqual([]);
  });
});

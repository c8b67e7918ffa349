import { rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from './root-dir';

/**
 * Issue 8 §1: the import rules of eslint.config.js refuse what they claim to. Each case
 * lints a file as if it sat at `file` (in a real folder, so imports resolve) and expects
 * the named rule to fire, or nothing at all for the imports that are allowed.
 */
const eslint = new ESLint({ cwd: ROOT_DIR });

async function ruleIds(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT_DIR, file) });
  return (result?.messages ?? []).map((m) => m.ruleId ?? m.message);
}

describe('import zones (npm run lint)', { timeout: 60_000 }, () => {
  const refused: [string, string, string][] = [
    ['a feature importing another feature', 'src/client/features/blogs/bad.tsx', "import { ServicesPage } from '../services/services-page';\nexport const x = ServicesPage;\n"],
    ['a feature importing another feature the long way', 'src/client/features/blogs/bad.tsx', "import { ServicesPage } from '../../features/services/services-page';\nexport const x = ServicesPage;\n"],
    ['the server importing client code', 'src/server/plugins/bad.ts', "import { routes } from '../../client/app/routes';\nexport const x = routes;\n"],
    ['the server importing client types', 'src/server/plugins/bad.ts', "import type { AppRoot } from '../../client/app/app-root';\nexport type X = typeof AppRoot;\n"],
    ['the contract importing the server', 'src/contract/bad.ts', "import { loadConfig } from '../server/config';\nexport const x = loadConfig;\n"],
    ['api/ importing app/', 'src/client/api/bad.ts', "import { routes } from '../app/routes';\nexport const x = routes;\n"],
    ['a feature importing app/', 'src/client/features/blogs/bad.tsx', "import { routes } from '../../app/routes';\nexport const x = routes;\n"],
    ['the layout importing app/', 'src/client/layout/bad.tsx', "import { AppRoot } from '../app/app-root';\nexport const x = AppRoot;\n"],
    ['context/ importing a feature', 'src/client/context/bad.tsx', "import { ServicesPage } from '../features/services/services-page';\nexport const x = ServicesPage;\n"],
    ['ui/ importing a feature', 'src/client/ui/bad.tsx', "import { ServicesPage } from '../features/services/services-page';\nexport const x = ServicesPage;\n"],
  ];

  it.each(refused)('refuses %s', async (_name, file, code) => {
    expect(await ruleIds(file, code)).toContain('import-x/no-restricted-paths');
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
    expect(await ruleIds('src/client/features/services/good.tsx', code)).toEqual([]);
  });

  it('refuses an import cycle', async () => {
    const a = `src/contract/lint-cycle-fixture-${process.pid}-a.ts`;
    const b = `src/contract/lint-cycle-fixture-${process.pid}-b.ts`;
    const bCode = `import { a } from './lint-cycle-fixture-${process.pid}-a';\nexport const b = () => a;\n`;
    const aCode = `import { b } from './lint-cycle-fixture-${process.pid}-b';\nexport const a = () => b;\n`;
    try {
      writeFileSync(path.join(ROOT_DIR, a), aCode);
      writeFileSync(path.join(ROOT_DIR, b), bCode);
      expect(await ruleIds(a, aCode)).toContain('import-x/no-cycle');
    } finally {
      rmSync(path.join(ROOT_DIR, a), { force: true });
      rmSync(path.join(ROOT_DIR, b), { force: true });
    }
  });
});

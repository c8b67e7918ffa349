import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { permissionsTable } from '../contract/permissions-table';

/** The README's permissions table is the contract's (decision 0058): `npm run docs:permissions` rewrites it. */
it("has the contract's permissions table in the README", () => {
  const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
  const block = /<!-- permissions:start -->\n([\s\S]*?)\n<!-- permissions:end -->/.exec(readme)?.[1];
  expect(block, 'README.md out of date: run npm run docs:permissions').toBe(permissionsTable());
});

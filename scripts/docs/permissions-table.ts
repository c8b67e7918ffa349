import { readFileSync, writeFileSync } from 'node:fs';
import { permissionsTable } from '../../src/contract/permissions-table';

/** Writes the contract's permissions table into the README between its markers (decision 0058). */
const START = '<!-- permissions:start -->';
const END = '<!-- permissions:end -->';

const readme = readFileSync('README.md', 'utf8');
const start = readme.indexOf(START);
const end = readme.indexOf(END);
if (start < 0 || end < start) throw new Error(`README.md has no ${START} … ${END} block`);
writeFileSync(
  'README.md',
  `${readme.slice(0, start + START.length)}\n${permissionsTable()}\n${readme.slice(end)}`,
);
console.log('README.md: permissions table written');

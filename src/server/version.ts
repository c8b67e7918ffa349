import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT_DIR } from './root-dir';

export const ROOT_VERSION: string = (
  JSON.parse(readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as { version: string }
).version;

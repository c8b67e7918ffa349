import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import ts from 'typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../test/app';
import { DOCS_PREFIX } from './openapi';

/**
 * A call as a client generated from the document writes it: SPEC §7's desk reply
 * (`createReply`), typed only by the generated `operations`, through a transport that is
 * declared, not run (this checks types). `WRONG` has the mistakes such a client must refuse.
 */
const CALL = `import type { operations } from './api';

type Op = operations['createReply'];
type Body = Op['requestBody'] extends { content: { 'application/json': infer B } } ? B : never;
type Created = Op['responses'][201]['content']['application/json'];

declare function send(method: 'POST', url: string, token: string, body: unknown): Promise<unknown>;

export async function createReply(token: string, id: Op['parameters']['path']['id'], body: Body) {
  return (await send('POST', \`/api/requests/\${id}/replies\`, token, body)) as Created;
}
`;
const RIGHT = `import { createReply } from './call';

export const replied = (token: string) =>
  createReply(token, '7', { body: 'Your report is ready.' }).then((created) => created.data.mail_id);
`;
const WRONG = `import { createReply } from './call';

export const misnamed = (token: string) => createReply(token, '7', { text: 'Your report is ready.' });
export const unknown = (token: string) =>
  createReply(token, '7', { body: 'Ready.' }).then((created) => created.data.mail_number);
`;

/** TypeScript's diagnostics of the files, strict, by file name. */
function typeErrors(dir: string, files: string[]): Record<string, string[]> {
  const program = ts.createProgram(
    files.map((f) => path.join(dir, f)),
    {
      strict: true,
      noEmit: true,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      lib: ['lib.es2022.d.ts'],
      types: [],
    },
  );
  const errors: Record<string, string[]> = Object.fromEntries(files.map((f) => [f, []]));
  for (const d of ts.getPreEmitDiagnostics(program)) {
    const file = d.file ? path.basename(d.file.fileName) : '(options)';
    (errors[file] ??= []).push(ts.flattenDiagnosticMessageText(d.messageText, '\n'));
  }
  return errors;
}

/**
 * The served OpenAPI document is usable, not only valid: openapi-typescript makes a client's
 * types from it, and a call typed by them compiles while a wrong field does not
 * (docs/decisions/0047). On PGlite only: the document is made from the routes.
 */
describe('a client generated from the served OpenAPI document', () => {
  const t = useTestApp('pglite');
  let dir = '';
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'openapi-client-'));
    const res = await t().app.inject({ method: 'GET', url: `${DOCS_PREFIX}/json` });
    expect(res.statusCode).toBe(200);
    const types = astToString(await openapiTS(res.json() as OpenAPI3));
    await writeFile(path.join(dir, 'api.d.ts'), types);
    await writeFile(path.join(dir, 'call.ts'), CALL);
    await writeFile(path.join(dir, 'right.ts'), RIGHT);
    await writeFile(path.join(dir, 'wrong.ts'), WRONG);
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('types a call by its operationId, and refuses a wrong field in the body or the answer', () => {
    const errors = typeErrors(dir, ['api.d.ts', 'call.ts', 'right.ts', 'wrong.ts']);
    expect(errors['api.d.ts']).toEqual([]);
    expect(errors['call.ts']).toEqual([]);
    expect(errors['right.ts']).toEqual([]);
    expect(errors['wrong.ts']).toEqual([
      expect.stringContaining("'text' does not exist"),
      expect.stringContaining("'mail_number' does not exist"),
    ]);
    expect(Object.keys(errors).sort()).toEqual(['api.d.ts', 'call.ts', 'right.ts', 'wrong.ts']);
  });
});

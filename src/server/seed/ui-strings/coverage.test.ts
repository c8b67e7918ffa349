import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import * as contract from '../../../contract';
import { ROOT_DIR } from '../../root-dir';
import { SEED_UI_TRANSLATIONS } from './index';

const CLIENT_DIR = path.join(ROOT_DIR, 'src/client');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      !full.includes(`${path.sep}test${path.sep}`)
      ? [full]
      : [];
  });
}

/**
 * `t('…')` / `t("…")` / t(`…`) without `${}`, across line breaks; and `label:` / `title:`
 * texts that t(variable) shows.
 */
const T_LITERAL = /\bt\(\s*(['"`])((?:\\.|(?!\1)[^\\])*)\1\s*[,)]/g;
const LABEL_LITERAL = /\b(?:label|title):\s*(['"])((?:\\.|(?!\1)[^\\])*)\1/g;
const unescape = (text: string) => text.replace(/\\(['"`\\])/g, '$1');

/**
 * A key of the contract whose strings the client shows through t(): `label` and `labels`
 * (the content registry's sidebar and admin titles, the footer's links) and a `…_LABELS`
 * map (the request statuses).
 */
const LABEL_KEY = /^labels?$|_LABELS$/;
/** A client file that turns a contract schema's issues into UI text, and the schemas it checks with. */
const SHOWS_ISSUES = /\bissue\.message\b/;
const SAFE_PARSE = /\b(\w+Schema)\.safeParse\(/g;

type ZodInternals = { _zod: { def: Record<string, unknown> } };
const isSchema = (value: unknown): value is ZodInternals =>
  typeof value === 'object' && value !== null && '_zod' in value;

/**
 * The messages a zod schema was given (`.max(n, 'must be …')`, `z.email('…')`), from its
 * definition tree: zod keeps each as a function that returns it. Its own default messages
 * (no function) are not ours to translate.
 */
function schemaMessages(schema: ZodInternals, where: string, found: Map<string, string>, seen = new Set()) {
  if (seen.has(schema)) return;
  seen.add(schema);
  const { def } = schema._zod;
  if (typeof def.error === 'function') {
    try {
      const message: unknown = (def.error as () => unknown)();
      if (typeof message === 'string') found.set(message, where);
    } catch {
      // A message made from the issue (none of ours): nothing fixed to translate.
    }
  }
  for (const [key, value] of Object.entries(def)) {
    const inner: [string, unknown][] = isSchema(value)
      ? [['', value]]
      : Array.isArray(value)
        ? value.map((item) => ['', item])
        : key === 'shape' && typeof value === 'object' && value !== null
          ? Object.entries(value).map(([field, item]) => [`.${field}`, item])
          : [];
    for (const [field, item] of inner)
      if (isSchema(item)) schemaMessages(item, `${where}${field}`, found, seen);
  }
}

/**
 * The English UI strings the contract carries into the client, read from the contract
 * itself so that a new entity, status or rule is checked without a list here: every string
 * under a label key of its exports, what the trash calls each kind (`trashLabel`), and the
 * messages of the contract schemas whose issues a client screen shows (`issue.message`).
 */
function contractStrings(clientTexts: readonly string[]): Map<string, string> {
  const found = new Map<string, string>();
  const note = (text: string, where: string) => void (found.has(text) || found.set(text, where));
  // Plain data only (objects and arrays): schemas and functions are read below.
  const walk = (value: unknown, where: string[], labelled: boolean, above: Set<unknown>) => {
    if (typeof value === 'string') {
      if (labelled) note(value, `contract ${where.join('.')}`);
      return;
    }
    if (typeof value !== 'object' || value === null || above.has(value)) return;
    const proto: unknown = Object.getPrototypeOf(value);
    if (!Array.isArray(value) && proto !== Object.prototype && proto !== null) return;
    above.add(value);
    for (const [key, inner] of Object.entries(value))
      walk(inner, [...where, key], labelled || LABEL_KEY.test(key), above);
    above.delete(value);
  };
  for (const [name, value] of Object.entries(contract)) walk(value, [name], LABEL_KEY.test(name), new Set());
  for (const entity of contract.TRASH_ENTITIES)
    note(contract.trashLabel(entity), `contract trashLabel('${entity}')`);
  for (const text of clientTexts.filter((t) => SHOWS_ISSUES.test(t)))
    for (const [, name] of text.matchAll(SAFE_PARSE)) {
      const schema: unknown = (contract as Record<string, unknown>)[name!];
      if (isSchema(schema)) schemaMessages(schema, `contract ${name}`, found);
    }
  return found;
}

/**
 * Every English UI string the client passes to t(), its own and the contract's, has a
 * seeded Arabic and Chinese translation (SPEC §4: without one the English shows). The
 * client is read as text: the server's tests import no client code.
 */
describe('the seeded UI translations cover the client', () => {
  const files = sourceFiles(CLIENT_DIR);
  const texts = files.map((file) => readFileSync(file, 'utf8'));
  const used = new Map<string, string>();
  files.forEach((file, i) => {
    const text = texts[i]!;
    for (const m of text.matchAll(T_LITERAL))
      if (!m[2]!.includes('${')) used.set(unescape(m[2]!), path.relative(ROOT_DIR, file));
    if (/\bt\((?!\s*['"`])/.test(text))
      for (const m of text.matchAll(LABEL_LITERAL)) used.set(unescape(m[2]!), path.relative(ROOT_DIR, file));
  });
  const fromContract = contractStrings(texts);
  const seeded = new Map(SEED_UI_TRANSLATIONS.map((row) => [row.en.toLowerCase(), row]));

  it('finds the strings (the scan is not blind)', () => {
    expect(used.size).toBeGreaterThan(80);
    expect(used.get('Page not found')).toBeDefined();
    expect(used.get('Our Services')).toBeDefined();
  });

  it("reads the contract's: every registry label, every status, the settings form's rules", () => {
    const expected = [
      ...contract.CONTENT_NAMES.flatMap((name) => Object.values(contract.CONTENT[name].labels)),
      ...Object.values(contract.REQUEST_STATUS_LABELS),
      ...Object.values(contract.STUDENT_STATUS_LABELS),
    ];
    expect(expected.filter((label) => !fromContract.has(label))).toEqual([]);
    // The settings screen shows its schema's issues: each field's rules are read.
    const settings = Object.entries(contract.UpdateSettingsSchema.shape).flatMap(([field, schema]) => {
      const rules = new Map<string, string>();
      schemaMessages(schema as unknown as ZodInternals, field, rules);
      return rules.size === 0 ? [`${field}: no rule read`] : [...rules.keys()];
    });
    expect(settings.filter((rule) => !fromContract.has(rule))).toEqual([]);
  });

  it('has an Arabic and a Chinese text for each', () => {
    const missing = [...used, ...fromContract].filter(([en]) => {
      const row = seeded.get(en.toLowerCase());
      return !row?.ar?.trim() || !row?.zh?.trim();
    });
    expect(missing.map(([en, where]) => `${where}: ${en}`)).toEqual([]);
  });
});

import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { requests } from '../db/schema';
import { useTestApp } from '../test/app';
import { MAX_JSON_DEPTH, nestsDeeperThan } from './json-body';

describe('nestsDeeperThan', () => {
  it('counts brackets outside strings only', () => {
    expect(nestsDeeperThan('{"a":[[1]]}', 3)).toBe(false);
    expect(nestsDeeperThan('{"a":[[[1]]]}', 3)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ text: '[[[[[[{{{{{' }), 1)).toBe(false);
    // An escaped quote does not end the string.
    expect(nestsDeeperThan(JSON.stringify({ text: 'a"[[[[[' }), 1)).toBe(false);
    expect(nestsDeeperThan(JSON.stringify({ text: 'ends in \\' }) + '', 1)).toBe(false);
  });
});

/** A deeply nested body is refused before it is parsed, with a 400 naming it (decision 0014). */
describe('deeply nested JSON bodies', () => {
  const t = useTestApp('pglite', { REQUEST_RATE_MAX: '100' });

  it('answers 400 naming the body, on a small route and on the 70 MB public form, and stores nothing', async () => {
    const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
    const contact = await t().app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json' },
      payload: `{"name":${deep(MAX_JSON_DEPTH + 1)}}`,
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json()).toMatchObject({
      code: 'VALIDATION',
      issues: [{ path: 'body', message: `must not nest deeper than ${MAX_JSON_DEPTH} levels` }],
    });

    const big = await t().app.inject({
      method: 'POST',
      url: '/api/requests',
      headers: { 'content-type': 'application/json' },
      payload: `{"request_documents":${deep(2_500_000)}}`,
    });
    expect(big.statusCode).toBe(400);
    expect(big.json()).toMatchObject({ code: 'VALIDATION' });
    const [stored] = await t().app.database.db.select({ n: count() }).from(requests);
    expect(stored?.n).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { deriveSigningKey, signedPath, verifySigned } from './signing';

const key = deriveSigningKey(new TextEncoder().encode('s'.repeat(40)));
const fileKey = 'a'.repeat(64);
const queryOf = (path: string) => Object.fromEntries(new URL(path, 'http://x').searchParams);

describe('signed document URLs', () => {
  const path = signedPath(key, { key: fileKey, name: 'Document 3.pdf', exp: 1_000_000 });

  it('verify what they sign until exp, and not at or after it', () => {
    expect(verifySigned(key, fileKey, queryOf(path), 999_999)).toEqual({ ok: true, name: 'Document 3.pdf' });
    expect(verifySigned(key, fileKey, queryOf(path), 1_000_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('depend on the secret: another JWT secret, another key', () => {
    const other = deriveSigningKey(new TextEncoder().encode('t'.repeat(40)));
    expect(other.equals(key)).toBe(false);
    expect(verifySigned(other, fileKey, queryOf(path), 0)).toEqual({ ok: false, reason: 'bad signature' });
  });

  it('are not the JWT secret itself: the URL key is derived under its own label', () => {
    const secret = new TextEncoder().encode('s'.repeat(40));
    expect(Buffer.from(secret).equals(key)).toBe(false);
  });

  it('refuse names that are not "Document N.ext" even before checking the signature', () => {
    const evil = signedPath(key, { key: fileKey, name: 'x"; filename=evil.html', exp: 1_000_000 });
    expect(verifySigned(key, fileKey, queryOf(evil), 0)).toEqual({ ok: false, reason: 'bad signature' });
  });

  it('refuse a repeated parameter (Fastify parses it as an array)', () => {
    expect(
      verifySigned(key, fileKey, { ...queryOf(path), sig: [queryOf(path).sig, queryOf(path).sig] }, 0),
    ).toEqual({ ok: false, reason: 'unsigned' });
  });
});

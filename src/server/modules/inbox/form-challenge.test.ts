import { beforeAll, describe, expect, it } from 'vitest';
import { solveChallenge } from 'altcha-lib/v1';
import type { FormChallenge } from '../../../contract';
import { contactMessages, requests } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';
import { spendOnce } from './form-challenge';

const body = {
  request_name: 'Bot or not',
  request_desc: 'd',
  request_email: 'b@example.com',
  request_phone: '+966500000000',
  request_address: 'Riyadh',
};
const contact = {
  name: 'Omar',
  email: 'omar@example.com',
  number: '+966511111111',
  subject: 'Hi',
  message: 'A question',
};
const REDIS_URL = process.env.TEST_REDIS_URL;

/**
 * Decision 0034: the public forms ask for a proof of work; without a valid, unspent answer nothing is stored.
 */
for (const store of ['memory', 'redis'] as const) {
  describeEachDatabase(`the forms' proof of work (answers spent in ${store})`, (kind) => {
    const env: Record<string, string> = {
      FORM_CHALLENGE: 'on',
      REQUEST_RATE_MAX: '1000',
      CONTACT_RATE_MAX: '1000',
      ...(store === 'redis'
        ? { REDIS_URL: REDIS_URL ?? '', REDIS_PREFIX: `altcha-test-${kind}-${Date.now()}` }
        : {}),
    };
    const t = useTestApp(kind, env);
    beforeAll(() => {
      if (store === 'redis' && !REDIS_URL)
        throw new Error('TEST_REDIS_URL is not set: the Redis-backed suite cannot run');
    });
    const solved = async (): Promise<string> => {
      const res = await t().app.inject({ method: 'GET', url: '/api/forms/challenge' });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const challenge = res.json() as FormChallenge & { enabled: boolean };
      expect(challenge.enabled).toBe(true);
      const solution = await solveChallenge(
        challenge.challenge,
        challenge.salt,
        challenge.algorithm,
        challenge.maxnumber,
      ).promise;
      return Buffer.from(
        JSON.stringify({
          algorithm: challenge.algorithm,
          challenge: challenge.challenge,
          number: solution!.number,
          salt: challenge.salt,
          signature: challenge.signature,
        }),
      ).toString('base64');
    };
    const count = async () =>
      (await t().app.database.db.select().from(requests)).length +
      (await t().app.database.db.select().from(contactMessages)).length;
    const post = (url: string, payload: object) =>
      t().app.inject({ method: 'POST', url, payload, headers: { 'accept-language': 'en' } });

    it('refuses a form without an answer, or with a wrong or forged one, naming the field and storing nothing', async () => {
      const good = JSON.parse(Buffer.from(await solved(), 'base64').toString('utf8')) as {
        number: number;
        signature: string;
      };
      const wrongNumber = Buffer.from(JSON.stringify({ ...good, number: good.number + 1 })).toString(
        'base64',
      );
      const forged = Buffer.from(JSON.stringify({ ...good, signature: 'a'.repeat(64) })).toString('base64');
      for (const altcha of [undefined, '', 'not base64 json', wrongNumber, forged]) {
        for (const [url, payload] of [
          ['/api/requests', body],
          ['/api/contact', contact],
        ] as const) {
          const res = await post(url, { ...payload, ...(altcha === undefined ? {} : { altcha }) });
          expect(res.statusCode, `${url} ${altcha}`).toBe(400);
          expect(res.json()).toMatchObject({
            message: expect.stringContaining('automatic check') as unknown,
            issues: [{ path: 'altcha' }],
          });
        }
      }
      expect(await count()).toBe(0);
    });

    it('stores a form with a valid answer, once: the same answer again is refused', async () => {
      const altcha = await solved();
      expect((await post('/api/requests', { ...body, altcha })).statusCode).toBe(201);
      expect((await post('/api/requests', { ...body, altcha })).statusCode).toBe(400);
      expect((await post('/api/contact', { ...contact, altcha })).statusCode).toBe(400);
      expect((await post('/api/contact', { ...contact, altcha: await solved() })).statusCode).toBe(201);
      expect(await count()).toBe(2);
    });
  });
}

describeEachDatabase("the forms' proof of work, off", (kind) => {
  const t = useTestApp(kind, { FORM_CHALLENGE: 'off' });
  it('says so to the form, and stores a form without an answer', async () => {
    expect((await t().app.inject({ method: 'GET', url: '/api/forms/challenge' })).json()).toEqual({
      enabled: false,
    });
    expect((await t().app.inject({ method: 'POST', url: '/api/contact', payload: contact })).statusCode).toBe(
      201,
    );
  });
});

describe('spendOnce (one process, no Redis)', () => {
  it('refuses an answer spent again within its lifetime, takes it after, and drops what expired from the front only', () => {
    const spent = new Map<string, number>();
    expect(spendOnce(spent, 'a', 0, 100)).toBe(true);
    expect(spendOnce(spent, 'b', 50, 100)).toBe(true);
    expect(spendOnce(spent, 'a', 60, 100)).toBe(false);
    // At 120 'a' has expired (until 100) and goes; 'b' (until 150) stays, and the sweep stops there.
    expect(spendOnce(spent, 'c', 120, 100)).toBe(true);
    expect([...spent.keys()]).toEqual(['b', 'c']);
    expect(spendOnce(spent, 'b', 130, 100)).toBe(false);
    expect(spendOnce(spent, 'a', 130, 100)).toBe(true);
    // Many live answers: each spend looks at the front only, and all of them are kept.
    for (let i = 0; i < 50_000; i++) spendOnce(spent, `n${i}`, 140, 100);
    expect(spent.size).toBe(50_003);
    expect(spendOnce(spent, 'late', 10_000, 100)).toBe(true);
    expect([...spent.keys()]).toEqual(['late']);
  });
});

import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '../../contract/requests';
import { buildApp } from '../app';
import { createTestDatabase, type TestDatabase } from '../test/databases';
import { BODY_LIMIT, base64Length, requestDocumentsTotalBytes } from './limits';
import { testConfig } from '../test/config';

const MiB = 1024 * 1024;

describe('BODY_LIMIT', () => {
  it('fits each route’s files as base64 data URLs', () => {
    expect(BODY_LIMIT.image).toBeGreaterThan(base64Length(UPLOAD_LIMITS.imageBytes));
    expect(BODY_LIMIT.content).toBeGreaterThan(
      base64Length(UPLOAD_LIMITS.imageBytes) + base64Length(UPLOAD_LIMITS.audioBytes),
    );
    expect(BODY_LIMIT.request).toBeGreaterThan(2 * base64Length(UPLOAD_LIMITS.documentBytes));
  });

  it('caps a request at 70 MiB: ~51 MB of documents in all', () => {
    expect(BODY_LIMIT.request).toBe(70 * MiB);
    expect(requestDocumentsTotalBytes).toBe(51 * MiB);
  });

  it('leaves room for what the request form lets through (UPLOAD_LIMITS.requestDocumentsTotalBytes)', () => {
    expect(requestDocumentsTotalBytes).toBeGreaterThanOrEqual(UPLOAD_LIMITS.requestDocumentsTotalBytes);
  });
});

describe('a route with a BODY_LIMIT on the real app', () => {
  let testDb: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    testDb = await createTestDatabase('pglite');
    app = await buildApp({
      config: testConfig(),
      database: testDb.database,
      logger: false,
    });
    app.post('/t/request', { bodyLimit: BODY_LIMIT.request }, async (request) => ({
      received: JSON.stringify(request.body).length,
    }));
    app.post('/t/small', { bodyLimit: 1000 }, async () => ({ ok: true }));
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await testDb.drop();
  });

  it('answers 413 in the error shape from Content-Length, before reading the body', async () => {
    const body = JSON.stringify({ request_documents: ['x'.repeat(BODY_LIMIT.request)] });
    const res = await app.inject({
      method: 'POST',
      url: '/t/request',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: expect.any(String), code: 'PAYLOAD_TOO_LARGE' });
  });

  it('answers 413 for a streamed body with no Content-Length once it passes the limit', async () => {
    let sent = 0;
    const stream = new Readable({
      read() {
        // Far more than the limit is on offer; the server stops reading long before.
        if (sent > 100_000) return this.push(null);
        sent += 500;
        this.push('{"a":"' + 'x'.repeat(494) + '",');
      },
    });
    const res = await app.inject({
      method: 'POST',
      url: '/t/small',
      headers: { 'content-type': 'application/json', 'transfer-encoding': 'chunked' },
      payload: stream,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
  });

  it('accepts a body under the limit', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/t/request',
      payload: { request_documents: ['x'.repeat(1000)] },
    });
    expect(res.statusCode).toBe(200);
  });
});

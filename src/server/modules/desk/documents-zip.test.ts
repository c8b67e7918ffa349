import { createHash, randomBytes } from 'node:crypto';
import { get, type ClientRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { unzipSync } from 'fflate';
import { beforeAll, expect, it } from 'vitest';
import { media, requests } from '../../db/schema';
import { useMediaTestApp } from '../../media/media.test-helpers';
import { describeEachDatabase } from '../../test/databases';

const FILES = 4;
const FILE_BYTES = 8 * 1024 * 1024;
const TOTAL = FILES * FILE_BYTES;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Waits until `value()` has not changed for 300 ms (at most 10 s), and answers it. */
async function settled(value: () => number): Promise<number> {
  let last = value();
  for (let quiet = 0, waited = 0; quiet < 300 && waited < 10_000; waited += 50) {
    await sleep(50);
    quiet = value() === last ? quiet + 50 : 0;
    last = value();
  }
  return last;
}

/**
 * Decision 0048: a request's documents zip, downloaded over a real connection, reads the stored
 * files only as fast as the client takes the zip, and stops reading them when the client goes.
 * 32 MB of documents: more than the sockets' buffers hold.
 */
describeEachDatabase('a documents zip and its reader', (kind) => {
  const m = useMediaTestApp(kind);
  const files = Array.from({ length: FILES }, () => randomBytes(FILE_BYTES));
  let bytesRead = 0;
  let download: () => { request: ClientRequest; response: Promise<IncomingMessage> };

  beforeAll(async () => {
    const { app } = m.t();
    const documents = [];
    for (const [i, bytes] of files.entries()) {
      const key = createHash('sha256').update(bytes).digest('hex');
      await app.media.blobs.put(key, bytes);
      await app.database.db.insert(media).values({ key, mime: 'application/pdf', size: bytes.length });
      documents.push({
        key,
        mime: 'application/pdf',
        ext: 'pdf',
        size: bytes.length,
        name: `part ${i + 1}.pdf`,
      });
    }
    const [row] = await app.database.db
      .insert(requests)
      .values({
        request_name: 'هدى',
        request_desc: 'الفصول كلها',
        request_email: 'huda@example.com',
        request_phone: '+966500000000',
        request_address: 'جدة',
        request_documents: documents,
      })
      .returning({ id: requests.request_id });
    const blobs = app.media.blobs;
    const read = blobs.read.bind(blobs);
    blobs.read = async (key, range) => {
      const bytes = await read(key, range);
      bytesRead += bytes?.length ?? 0;
      return bytes;
    };
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    const headers = { authorization: `Bearer ${await m.t().adminToken()}` };
    download = () => {
      const request = get({
        host: '127.0.0.1',
        port,
        path: `/api/requests/${row!.id}/documents.zip`,
        headers,
      });
      return { request, response: new Promise((resolve) => request.once('response', resolve)) };
    };
  });

  it('reads the documents only as the client takes the zip, and all of them once it does', async () => {
    bytesRead = 0;
    const response = await download().response;
    expect(response.statusCode).toBe(200);
    // Nothing taken: the sockets' buffers fill, then the server waits.
    const whilePaused = await settled(() => bytesRead);
    expect(whilePaused).toBeGreaterThan(0);
    expect(whilePaused).toBeLessThan(TOTAL / 2);
    const pieces: Buffer[] = [];
    response.on('data', (piece: Buffer) => pieces.push(piece));
    await new Promise((resolve) => response.once('end', resolve));
    const zip = unzipSync(Buffer.concat(pieces));
    expect(Object.keys(zip)).toEqual(files.map((_, i) => `part ${i + 1}.pdf`));
    files.forEach((bytes, i) => expect(Buffer.from(zip[`part ${i + 1}.pdf`]!).equals(bytes)).toBe(true));
    expect(bytesRead).toBe(TOTAL);
  });

  it('stops reading the documents when the client goes away', async () => {
    bytesRead = 0;
    const { request, response } = download();
    const res = await response;
    await new Promise((resolve) => res.once('data', resolve));
    request.destroy();
    const atStop = await settled(() => bytesRead);
    expect(atStop).toBeLessThan(TOTAL / 2);
    await sleep(500);
    expect(bytesRead).toBe(atStop);
  });
});

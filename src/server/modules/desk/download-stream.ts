import { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';

/**
 * How far a download is made ahead of its reader: the stream's own buffer. Past it, the next
 * piece is asked for only when the reader has taken some (decision 0048).
 */
const AHEAD_BYTES = 64 * 1024;

/**
 * The one way a download is made (the exports, the documents zip, a student's data:
 * decision 0048): a stream that asks `pieces` for the next piece only when its reader (the
 * socket, through Fastify) wants more, so a slow reader makes the work wait instead of the
 * server's memory hold it. When the reader goes away Fastify destroys the stream, which ends
 * the generator at its next step: its `finally` blocks run and no more rows or files are read.
 */
export function downloadStream(pieces: AsyncIterable<string | Uint8Array>): Readable {
  return Readable.from(pieces, { objectMode: false, highWaterMark: AHEAD_BYTES });
}

/**
 * Sends a download made as it is read. nginx (deploy/nginx.conf) buffers an answer by default,
 * reading it from the instance as fast as it is made into a file of its own: the whole export
 * was made at once for the slowest client. `X-Accel-Buffering: no` has nginx pass this answer
 * on as its client takes it, so the instance's socket pushes back (decision 0048).
 */
export function sendDownload(reply: FastifyReply, pieces: AsyncIterable<string | Uint8Array>) {
  return reply.header('x-accel-buffering', 'no').send(downloadStream(pieces));
}

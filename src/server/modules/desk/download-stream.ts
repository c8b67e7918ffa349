import { Readable } from 'node:stream';

/**
 * How far a download is made ahead of its reader: the stream's own buffer. Past it, the next
 * piece is asked for only when the reader has taken some (decision 0048).
 */
const AHEAD_BYTES = 64 * 1024;

/**
 * The one way a download is sent (the exports, the documents zip, a student's data:
 * decision 0048): a stream that asks `pieces` for the next piece only when its reader (the
 * socket, through Fastify) wants more, so a slow reader makes the work wait instead of the
 * server's memory hold it. When the reader goes away Fastify destroys the stream, which ends
 * the generator at its next step: its `finally` blocks run and no more rows or files are read.
 */
export function downloadStream(pieces: AsyncIterable<string | Uint8Array>): Readable {
  return Readable.from(pieces, { objectMode: false, highWaterMark: AHEAD_BYTES });
}

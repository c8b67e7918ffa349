import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound } from '../errors';
import type { MediaReader, MediaRow } from './reader';
import { verifySigned } from './signing';
import { EXT_BY_MIME } from './sniff';
import type { ByteRange } from './storage';

const PUBLIC_FILE = /^([0-9a-f]{64}(?:-\d{1,5})?)\.([a-z0-9]{2,5})$/;
const PRIVATE_KEY = /^[0-9a-f]{64}(?:-\d{1,5})?$/;

/**
 * Public files are the re-encoded images (keys with a `-<width>`) and audio. A request
 * document (a PDF or an image kept as sent, under its bare sha256) is never one of them,
 * even if someone learns its key.
 */
const isPublic = (row: MediaRow) =>
  (row.mime === 'image/webp' && row.key.length > 64) ||
  (row.mime.startsWith('audio/') && row.key.length === 64);

type RangeResult = ByteRange | 'whole' | 'unsatisfiable';

/** One `bytes=` range (start-end, start-, -suffix); several ranges get the whole file, as RFC 9110 allows. */
function parseRange(header: string | undefined, size: number): RangeResult {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return 'whole';
  const [, first, last] = match;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return 'whole';
  return { start, end };
}

/** If-None-Match holds our ETag (or `*`); weak comparison, as RFC 9110 says for it. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

async function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  reader: MediaReader,
  row: MediaRow,
  headers: Record<string, string>,
) {
  const etag = `"${row.key}"`;
  const common = { ...headers, etag, 'accept-ranges': 'bytes', 'x-content-type-options': 'nosniff' };
  if (matchesEtag(request.headers['if-none-match'], etag)) return reply.status(304).headers(common).send();

  // If-Range names the version a client holds a part of; another version gets the whole file.
  const ifRange = request.headers['if-range'];
  const range = ifRange && ifRange !== etag ? 'whole' : parseRange(request.headers.range, row.size);
  if (range === 'unsatisfiable') {
    return reply
      .status(416)
      .headers({ 'content-range': `bytes */${row.size}`, 'x-content-type-options': 'nosniff' })
      .type('application/json; charset=utf-8')
      .send({
        message: `Range not satisfiable: the file has ${row.size} bytes`,
        code: 'RANGE_NOT_SATISFIABLE',
      });
  }
  const bytes = await reader.read(row, range === 'whole' ? undefined : range);
  if (!bytes) {
    request.log.error({ key: row.key }, 'media row without stored bytes');
    throw notFound('File');
  }
  void reply.headers(common).type(row.mime);
  if (range === 'whole') return reply.status(200).send(bytes);
  return reply
    .status(206)
    .header('content-range', `bytes ${range.start}-${range.end}/${row.size}`)
    .send(bytes);
}

/** GET /media/<key>.<ext> and GET /media/private/<key>?name&exp&sig, outside /api. */
export function mediaRoutes(
  app: FastifyInstance,
  reader: MediaReader,
  signingKey: Buffer,
  now: () => number,
) {
  // Ranges and ETags describe the stored bytes: never compress them on the way out (and
  // images and audio are compressed already).
  app.get<{ Params: { file: string } }>('/media/:file', { compress: false }, async (request, reply) => {
    const match = PUBLIC_FILE.exec(request.params.file);
    const row = match ? await reader.row(match[1]!) : null;
    if (!row || !isPublic(row) || EXT_BY_MIME[row.mime] !== match?.[2]) throw notFound('File');
    return sendFile(request, reply, reader, row, { 'cache-control': 'public, max-age=31536000, immutable' });
  });

  app.get<{ Params: { key: string }; Querystring: Record<string, unknown> }>(
    '/media/private/:key',
    { compress: false },
    async (request, reply) => {
      const { key } = request.params;
      const verdict = PRIVATE_KEY.test(key)
        ? verifySigned(signingKey, key, request.query, Math.floor(now() / 1000))
        : ({ ok: false, reason: 'bad signature' } as const);
      if (!verdict.ok)
        throw new AppError(
          'FORBIDDEN',
          verdict.reason === 'expired'
            ? 'This link has expired: open the document again from the requests page'
            : 'This link is not valid',
        );
      const row = await reader.row(key);
      if (!row) throw notFound('File');
      // A crafted file must never run in our origin (decision 0008). An image opens in the tab,
      // in a sandbox (an opaque origin, no script). A PDF is downloaded: browsers' PDF viewers
      // refuse to run inside a sandbox, and outside one a PDF's scripts would run in ours.
      const disposition = row.mime === 'application/pdf' ? 'attachment' : 'inline';
      return sendFile(request, reply, reader, row, {
        'cache-control': 'private, no-store',
        'content-disposition': `${disposition}; filename="${verdict.name}"`,
        'content-security-policy': 'sandbox',
      });
    },
  );
}

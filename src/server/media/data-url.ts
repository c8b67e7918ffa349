import { AppError } from '../errors';
import { formatMegabytes } from './limits';

/** A field-named 400/413/415 in the error shape (DESIGN §4). */
export function uploadError(
  code: 'VALIDATION' | 'PAYLOAD_TOO_LARGE' | 'UNSUPPORTED_MEDIA_TYPE',
  field: string,
  problem: string,
): AppError {
  return new AppError(code, `${field}: ${problem}`, [{ path: field, message: problem }]);
}

// `data:[<mediatype>][;name=<file name>][;base64],<data>` (RFC 2397). The media type is read
// and ignored: the bytes decide the type. `name` is the file's own name (percent-encoded),
// which our forms add (decision 0030). The header is bounded so a junk prefix cannot make us
// scan far; a name of 120 Arabic letters, encoded, fits.
const HEADER = /^data:([^,]{0,1200}),/i;
const HEADER_SCAN = 1300;
const BASE64_BODY = /^[A-Za-z0-9+/]*={0,2}$/;
const BAD_ESCAPE = /%(?![0-9A-Fa-f]{2})/;

/** Decoded size of a base64 body, from its length alone. */
function base64DecodedLength(body: string): number {
  const padding = body.endsWith('==') ? 2 : body.endsWith('=') ? 1 : 0;
  return Math.floor((body.length * 3) / 4) - padding;
}

function percentDecode(body: string): Buffer {
  // Characters that are not escapes stand for their UTF-8 bytes, as a browser reads them.
  const raw = Buffer.from(body, 'utf8');
  const out = Buffer.allocUnsafe(raw.length);
  let n = 0;
  for (let i = 0; i < raw.length; i++) {
    const byte = raw[i]!;
    if (byte === 0x25) {
      out[n++] = parseInt(raw.toString('latin1', i + 1, i + 3), 16);
      i += 2;
    } else out[n++] = byte;
  }
  return out.subarray(0, n);
}

/**
 * Decodes one data URL into its bytes. Malformed → 400 and too large → 413, both naming
 * `field`; the size is worked out from the encoded length, so an oversized file is refused
 * without being decoded.
 */
export function decodeDataUrl(dataUrl: unknown, field: string, maxBytes: number): Buffer {
  if (typeof dataUrl !== 'string') throw uploadError('VALIDATION', field, 'must be a data: URL');
  const header = HEADER.exec(dataUrl.slice(0, HEADER_SCAN));
  if (!header) throw uploadError('VALIDATION', field, 'must be a data: URL');
  const params = header[1]!.split(';').map((p) => p.trim().toLowerCase());
  const isBase64 = params.length > 1 && params[params.length - 1] === 'base64';
  const body = dataUrl.slice(header[0].length);
  if (body.length === 0) throw uploadError('VALIDATION', field, 'the file is empty');

  const tooLarge = () =>
    uploadError('PAYLOAD_TOO_LARGE', field, `the file is larger than ${formatMegabytes(maxBytes)}`);
  if (isBase64) {
    if (base64DecodedLength(body) > maxBytes) throw tooLarge();
    // A length of 4n+1 cannot be base64 with or without padding.
    if (body.length % 4 === 1 || !BASE64_BODY.test(body))
      throw uploadError('VALIDATION', field, 'is not valid base64');
    return Buffer.from(body, 'base64');
  }
  // Every escape is three characters for one byte; the rest is one byte each (ASCII) or more.
  let escapes = 0;
  for (let i = body.indexOf('%'); i !== -1; i = body.indexOf('%', i + 1)) escapes++;
  if (Buffer.byteLength(body, 'utf8') - 2 * escapes > maxBytes) throw tooLarge();
  if (BAD_ESCAPE.test(body)) throw uploadError('VALIDATION', field, 'has a malformed percent-escape');
  return percentDecode(body);
}

/**
 * The file name a data URL carries in its `name` parameter, decoded; undefined when it
 * has none or it cannot be decoded.
 */
export function dataUrlName(dataUrl: string): string | undefined {
  const header = HEADER.exec(dataUrl.slice(0, HEADER_SCAN));
  const param = header?.[1]!.split(';').find((p) => /^\s*name=/i.test(p));
  if (!param) return undefined;
  try {
    return decodeURIComponent(param.slice(param.indexOf('=') + 1).trim());
  } catch {
    return undefined;
  }
}

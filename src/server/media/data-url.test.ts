import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { decodeDataUrl } from './data-url';

function refusal(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('decodeDataUrl', () => {
  it('decodes base64, whatever type the URL claims', () => {
    expect(decodeDataUrl('data:image/png;base64,aGVsbG8=', 'f', 100).toString()).toBe('hello');
    expect(decodeDataUrl('data:;base64,aGVsbG8', 'f', 100).toString()).toBe('hello');
    expect(decodeDataUrl('DATA:application/octet-stream;name=x.png;BASE64,aGk=', 'f', 100).toString()).toBe(
      'hi',
    );
  });

  it('decodes percent-encoding, byte for byte', () => {
    expect([...decodeDataUrl('data:application/octet-stream,%89PNG%0D%0A%00%ff', 'f', 100)]).toEqual([
      0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x00, 0xff,
    ]);
    expect(decodeDataUrl('data:text/plain,caf%C3%A9 é', 'f', 100).toString()).toBe('café é');
  });

  it.each([
    ['not a data URL', 'https://example.com/x.png'],
    ['no comma', 'data:image/png;base64'],
    ['empty', 'data:image/png;base64,'],
    ['bad base64 characters', 'data:image/png;base64,aGVs*G8='],
    ['base64 with a space', 'data:image/png;base64,aGVs bG8='],
    ['base64 of impossible length', 'data:image/png;base64,aGVsb'],
    ['bad percent-escape', 'data:text/plain,abc%G1'],
    ['truncated percent-escape', 'data:text/plain,abc%4'],
    ['not a string', 42],
  ])('refuses %s with 400 naming the field', (_, url) => {
    const error = refusal(() => decodeDataUrl(url, 'service_header_image', 100));
    expect(error.status).toBe(400);
    expect(error.message).toMatch(/^service_header_image: /);
    expect(error.issues).toEqual([{ path: 'service_header_image', message: expect.any(String) }]);
  });

  it('refuses an oversized file with 413 before decoding it', () => {
    const max = 1000;
    const atLimit = `data:application/pdf;base64,${Buffer.alloc(max).toString('base64')}`;
    expect(decodeDataUrl(atLimit, 'f', max)).toHaveLength(max);
    const over = `data:application/pdf;base64,${Buffer.alloc(max + 1).toString('base64')}`;
    const error = refusal(() => decodeDataUrl(over, 'request_documents.0', max));
    expect(error.status).toBe(413);
    expect(error.message).toMatch(/^request_documents\.0: the file is larger than/);
  });

  it('judges size from the encoded length: a huge body of junk is a 413, not a decode', () => {
    // Not valid base64 at all, but far too long: refused for its size without being read.
    const error = refusal(() => decodeDataUrl(`data:;base64,${'*'.repeat(4000)}`, 'f', 1000));
    expect(error.status).toBe(413);
  });

  it('counts a percent-escape as one byte', () => {
    expect(decodeDataUrl(`data:,${'%41'.repeat(10)}`, 'f', 10)).toHaveLength(10);
    expect(refusal(() => decodeDataUrl(`data:,${'%41'.repeat(11)}`, 'f', 10)).status).toBe(413);
  });
});

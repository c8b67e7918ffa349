import { describe, expect, it } from 'vitest';
import {
  htmlAsPngDataUrl,
  jpegDataUrl,
  mp3DataUrl,
  pdfBytes,
  pngBytes,
  polyglotDataUrl,
  svgDataUrl,
  wavBytes,
} from '../test/fixtures';
import { AppError } from '../errors';
import { decodeDataUrl } from './data-url';
import * as f from './media.fixtures';
import { sniff } from './sniff';
import type { UploadKind } from './types';

const bytesOf = (dataUrl: string) => decodeDataUrl(dataUrl, 'f', 50 * 1024 * 1024);

async function status(bytes: Buffer, kind: UploadKind): Promise<number | string> {
  try {
    return (await sniff(bytes, kind, 'field')).mime;
  } catch (error) {
    if (error instanceof AppError) return error.status;
    throw error;
  }
}

describe('sniff: the type comes from the bytes', () => {
  it.each([
    ['png', () => pngBytes(), 'image/png'],
    ['jpeg', async () => bytesOf(await jpegDataUrl()), 'image/jpeg'],
    ['webp', f.webpBytes, 'image/webp'],
    ['avif', f.avifBytes, 'image/avif'],
    ['gif', f.animatedGifBytes, 'image/gif'],
  ])('image: %s is an image and a document, not audio', async (_, make, mime) => {
    const bytes = await make();
    expect(await status(bytes, 'image')).toBe(mime);
    expect(await status(bytes, 'document')).toBe(mime);
    expect(await status(bytes, 'audio')).toBe(415);
  });

  it.each([
    ['mp3', () => bytesOf(mp3DataUrl()), 'audio/mpeg'],
    ['m4a', f.m4aBytes, 'audio/mp4'],
    ['mp4 audio (generic brand)', f.mp4AudioBytes, 'audio/mp4'],
    ['aac', f.aacBytes, 'audio/aac'],
    ['ogg opus', f.opusBytes, 'audio/ogg'],
    ['ogg vorbis', f.vorbisBytes, 'audio/ogg'],
    ['wav', wavBytes, 'audio/wav'],
    ['webm', f.webmBytes, 'audio/webm'],
  ])('audio: %s is audio only', async (_, make, mime) => {
    const bytes = await make();
    expect(await status(bytes, 'audio')).toBe(mime);
    expect(await status(bytes, 'image')).toBe(415);
    expect(await status(bytes, 'document')).toBe(415);
  });

  it('pdf is a document only', async () => {
    expect(await status(pdfBytes(), 'document')).toBe('application/pdf');
    expect(await status(pdfBytes(), 'image')).toBe(415);
    expect(await status(pdfBytes(), 'audio')).toBe(415);
  });

  it.each([
    ['HTML named .png', () => bytesOf(htmlAsPngDataUrl())],
    ['SVG', () => bytesOf(svgDataUrl())],
    ['HTML/PNG polyglot', async () => bytesOf(await polyglotDataUrl())],
    ['HTML after a BOM and spaces', f.htmlWithBomBytes],
    ['unknown bytes', f.unknownBytes],
    ['a ZIP', f.zipBytes],
  ])('refuses %s for every kind with 415 naming the field', async (_, make) => {
    const bytes = await make();
    for (const kind of ['image', 'audio', 'document'] as const) {
      await expect(sniff(bytes, kind, 'customer_avatar_image')).rejects.toMatchObject({
        status: 415,
        message: expect.stringMatching(/^customer_avatar_image: must be /),
      });
    }
  });
});

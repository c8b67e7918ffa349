import { crc32 } from 'node:zlib';
import sharp from 'sharp';

/**
 * More upload fixtures for the media tests, beyond src/server/test/fixtures.ts. Audio is
 * only sniffed, never decoded, so the audio containers are their real headers with a
 * little payload: what file-type reads to tell the format.
 */
const solid = (color: string, width = 32, height = 32) =>
  sharp({ create: { width, height, channels: 3, background: color } });

export const webpBytes = () => solid('#10A0FF').webp().toBuffer();
export const avifBytes = () => solid('#10FF60').avif().toBuffer();
export async function animatedGifBytes(): Promise<Buffer> {
  const frames = await Promise.all(['#FF0000', '#0000FF'].map((c) => solid(c).png().toBuffer()));
  return sharp(frames, { join: { animated: true } })
    .gif()
    .toBuffer();
}

/** A 64×48 JPEG stored sideways (EXIF orientation 6) with GPS and an owner in its EXIF. */
export const GPS_MARKER = 'WGS84-secret-place';
export const OWNER_MARKER = 'secret-owner';
export const jpegWithGpsBytes = () =>
  solid('#00FF00', 64, 48)
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExif({
      IFD0: { Copyright: OWNER_MARKER },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '24/1 42/1 0/1', GPSMapDatum: GPS_MARKER },
    })
    .toBuffer();

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A pixel flood: a PNG of a few hundred bytes that claims 30,000 × 30,000 pixels (900 MP). */
export function pixelFloodPng(side = 30_000): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(side, 0);
  ihdr.writeUInt32BE(side, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([
    signature,
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.alloc(64)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

const payload = (n = 256) => Buffer.alloc(n, 0x55);

function oggPage(codecHeader: Buffer): Buffer {
  const page = Buffer.alloc(28);
  page.write('OggS', 0, 'latin1');
  page[5] = 2; // first page of the stream
  page[26] = 1; // one segment
  page[27] = codecHeader.length;
  return Buffer.concat([page, codecHeader, payload()]);
}
export const opusBytes = () =>
  oggPage(
    Buffer.concat([
      Buffer.from('OpusHead', 'latin1'),
      Buffer.from([1, 1, 0x38, 1, 0x80, 0xbb, 0, 0, 0, 0, 0]),
    ]),
  );
export const vorbisBytes = () =>
  oggPage(Buffer.concat([Buffer.from('\x01vorbis', 'latin1'), Buffer.alloc(23)]));

function ftyp(brand: string): Buffer {
  const box = Buffer.alloc(24);
  box.writeUInt32BE(24, 0);
  box.write('ftyp', 4, 'latin1');
  box.write(brand, 8, 'latin1');
  box.write(brand, 16, 'latin1');
  box.write('isom', 20, 'latin1');
  return Buffer.concat([box, payload()]);
}
export const m4aBytes = () => ftyp('M4A ');
/** What browser recorders write for audio/mp4: a generic brand. */
export const mp4AudioBytes = () => ftyp('isom');

/** Raw AAC: ADTS frames (sync word FFF, MPEG-4, layer 0). */
export const aacBytes = () =>
  Buffer.concat(
    Array.from({ length: 4 }, () =>
      Buffer.concat([Buffer.from([0xff, 0xf1, 0x50, 0x80, 0x02, 0x1f, 0xfc]), Buffer.alloc(9)]),
    ),
  );

/** A WebM (Matroska with DocType "webm") EBML header. */
export function webmBytes(): Buffer {
  const elements = Buffer.from([
    0x42,
    0x86,
    0x81,
    0x01,
    0x42,
    0xf7,
    0x81,
    0x01,
    0x42,
    0xf2,
    0x81,
    0x04,
    0x42,
    0xf3,
    0x81,
    0x08,
    0x42,
    0x82,
    0x84,
    ...Buffer.from('webm'),
    0x42,
    0x87,
    0x81,
    0x04,
    0x42,
    0x85,
    0x81,
    0x02,
  ]);
  return Buffer.concat([Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 0x80 | elements.length]), elements, payload()]);
}

/** Bytes no detector knows. */
export const unknownBytes = () => Buffer.from('just some plain text, no magic number here\n'.repeat(4));
/** A ZIP (file-type knows it; no upload field takes it). */
export const zipBytes = () =>
  Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0]), Buffer.alloc(40)]);
/** HTML after whitespace and a BOM. */
export const htmlWithBomBytes = () => Buffer.from('\uFEFF  \n<!DOCTYPE html><p>hi</p>', 'utf8');

import { mkdtempSync, readdirSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { toWebpVariants } from '../media/images';
import { seedImageEncoder } from './image-cache';

const drawing = (fill: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="500"><rect width="1000" height="500" fill="${fill}"/></svg>`;
const png = (svg: string) => sharp(Buffer.from(svg)).png().toBuffer();

describe('the seed image cache (decision 0038)', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'seed-image-cache-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('encodes a drawing once, then gives the same variants without drawing it again', async () => {
    const encode = seedImageEncoder(dir);
    const svg = drawing('#0a6');
    const rasterise = vi.fn(() => png(svg));
    const first = await encode(svg, rasterise);
    const again = await encode(svg, rasterise);
    expect(rasterise).toHaveBeenCalledTimes(1);
    // What the pipeline makes of the drawing, byte for byte: 480 and 960 wide, and its own 1000.
    const direct = await toWebpVariants(await png(svg), 'x');
    expect(first.map((v) => v.width)).toEqual([480, 960, 1000]);
    expect(
      again.map((v) => [v.width, Buffer.compare(v.bytes, direct.find((d) => d.width === v.width)!.bytes)]),
    ).toEqual([
      [480, 0],
      [960, 0],
      [1000, 0],
    ]);
  });

  it('keys by the drawing: another drawing is encoded', async () => {
    const encode = seedImageEncoder(dir);
    const rasterise = vi.fn(() => png(drawing('#a06')));
    await encode(drawing('#a06'), rasterise);
    expect(rasterise).toHaveBeenCalledTimes(1);
  });

  it('encodes again over an entry cut short (a process killed while writing it elsewhere)', async () => {
    const svg = drawing('#06a');
    await seedImageEncoder(dir)(svg, () => png(svg));
    for (const name of readdirSync(dir)) truncateSync(path.join(dir, name), 40);
    const rasterise = vi.fn(() => png(svg));
    const variants = await seedImageEncoder(dir)(svg, rasterise);
    expect(rasterise).toHaveBeenCalledTimes(1);
    expect(variants.map((v) => v.width)).toEqual([480, 960, 1000]);
  });

  it('without a directory, encodes on every call and writes nothing', async () => {
    const svg = drawing('#660');
    const rasterise = vi.fn(() => png(svg));
    const encode = seedImageEncoder(undefined);
    await encode(svg, rasterise);
    await encode(svg, rasterise);
    expect(rasterise).toHaveBeenCalledTimes(2);
  });

  it('with a directory it cannot write (a path through a file), still encodes each call', async () => {
    // A path through a regular file fails for any user, root included (unlike a mode bit).
    const blocker = path.join(dir, 'a-file');
    writeFileSync(blocker, 'not a directory');
    const svg = drawing('#066');
    const rasterise = vi.fn(() => png(svg));
    const encode = seedImageEncoder(path.join(blocker, 'cache'));
    const first = await encode(svg, rasterise);
    const again = await encode(svg, rasterise);
    expect(rasterise).toHaveBeenCalledTimes(2);
    expect(first.map((v) => v.width)).toEqual([480, 960, 1000]);
    expect(again.map((v) => v.bytes.length)).toEqual(first.map((v) => v.bytes.length));
  });
});

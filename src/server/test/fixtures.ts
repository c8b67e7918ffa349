import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ROOT_DIR } from '../root-dir';

/** Real files as data URLs for upload tests: the bytes are what they claim, since types are sniffed. */
export const toDataUrl = (mime: string, bytes: Buffer): string =>
  `data:${mime};base64,${bytes.toString('base64')}`;

export async function pngBytes(width = 64, height = 48, color = '#331FAB'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}
export const pngDataUrl = async (width?: number, height?: number, color?: string) =>
  toDataUrl('image/png', await pngBytes(width, height, color));
export const jpegDataUrl = async () =>
  toDataUrl(
    'image/jpeg',
    await sharp({ create: { width: 32, height: 32, channels: 3, background: '#FF6010' } })
      .jpeg()
      .toBuffer(),
  );

/** A small but well-formed one-page PDF. */
export function pdfBytes(text = 'Thesis chapter'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] /Contents 4 0 R >>',
  ];
  const stream = `BT /F1 12 Tf 20 100 Td (${text}) Tj ET`;
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((obj, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${obj}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}
export const pdfDataUrl = (text?: string) => toDataUrl('application/pdf', pdfBytes(text));

/** A short mono 8 kHz WAV tone. */
export function wavBytes(seconds = 0.25): Buffer {
  const rate = 8000;
  const samples = Math.round(rate * seconds);
  const buf = Buffer.alloc(44 + samples * 2);
  buf.write('RIFF', 0);
  buf.writeUInt32LE(36 + samples * 2, 4);
  buf.write('WAVEfmt ', 8);
  buf.writeUInt32LE(16, 16);
  buf.writeUInt16LE(1, 20);
  buf.writeUInt16LE(1, 22);
  buf.writeUInt32LE(rate, 24);
  buf.writeUInt32LE(rate * 2, 28);
  buf.writeUInt16LE(2, 32);
  buf.writeUInt16LE(16, 34);
  buf.write('data', 36);
  buf.writeUInt32LE(samples * 2, 40);
  for (let i = 0; i < samples; i++)
    buf.writeInt16LE(Math.round(8000 * Math.sin((2 * Math.PI * 440 * i) / rate)), 44 + i * 2);
  return buf;
}
export const wavDataUrl = () => toDataUrl('audio/wav', wavBytes());
export const mp3DataUrl = () =>
  toDataUrl(
    'audio/mpeg',
    readFileSync(path.join(ROOT_DIR, 'src/server/seed/assets/testimonial-abdullah.mp3')),
  );

/** Things that must be refused (415): HTML named .png, an SVG, a PNG/HTML polyglot. */
export const htmlAsPngDataUrl = () =>
  toDataUrl('image/png', Buffer.from('<!doctype html><html><body><script>alert(1)</script></body></html>'));
export const svgDataUrl = () =>
  toDataUrl(
    'image/png',
    Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
  );
export async function polyglotDataUrl(): Promise<string> {
  // HTML first, PNG bytes after: a browser sniffing it might run it as a page.
  return toDataUrl(
    'image/png',
    Buffer.concat([Buffer.from('<html><script>alert(1)</script>'), await pngBytes()]),
  );
}

import type { LighthouseRow } from './lighthouse';

const COLS = ['performance', 'accessibility', 'bestPractices', 'seo'] as const;
const HEAD = ['Performance', 'Accessibility', 'Best practices', 'SEO', 'LCP', 'TBT', 'CLS', 'Bytes'];
/** Lighthouse's own colours: green from 90, orange from 50, red below. */
const colour = (value: number) => (value >= 90 ? '#0c6' : value >= 50 ? '#fa3' : '#f33');
const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** A table a person would rather look at: one row per page and language, a coloured dial per score. */
export function lighthouseSvg(rows: LighthouseRow[], runs: number, host: string): string {
  const rowHeight = 34;
  const width = 880;
  const top = 80;
  const height = top + rows.length * rowHeight + 16;
  const cells = rows.map((row, i) => {
    const y = top + i * rowHeight;
    const dials = COLS.map((key, c) => {
      const x = 200 + c * 90;
      return `<circle cx="${x}" cy="${y + 12}" r="13" fill="${colour(row[key])}" opacity="0.18"/><text x="${x}" y="${y + 17}" text-anchor="middle" font-weight="700" fill="${colour(row[key])}">${row[key]}</text>`;
    }).join('');
    const metrics = [
      `${(row.lcpMs / 1000).toFixed(2)} s`,
      `${Math.round(row.tbtMs)} ms`,
      row.cls.toFixed(3),
      `${Math.round(row.totalBytes / 1024)} KB`,
    ]
      .map((text, c) => `<text x="${560 + c * 80}" y="${y + 17}" text-anchor="middle">${text}</text>`)
      .join('');
    return `<g>${i % 2 ? '' : `<rect x="8" y="${y - 5}" width="${width - 16}" height="${rowHeight}" fill="#f4f3fb"/>`}<text x="20" y="${y + 17}">${escape(row.page)}</text><text x="140" y="${y + 17}" fill="#666">${row.lang}</text>${dials}${metrics}</g>`;
  });
  const head = HEAD.map(
    (text, c) =>
      `<text x="${c < 4 ? 200 + c * 90 : 560 + (c - 4) * 80}" y="${top - 16}" text-anchor="middle" font-weight="700">${text}</text>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" font-family="system-ui, sans-serif" font-size="13">
<rect width="100%" height="100%" fill="#fff"/>
<text x="20" y="24" font-size="16" font-weight="700">Lighthouse, mobile (simulated throttling): median of ${runs} run(s)</text>
<text x="20" y="42" font-size="11" fill="#666">${escape(host)}</text>
${head}
${cells.join('\n')}
</svg>
`;
}

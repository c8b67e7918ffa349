import { BRAND, r1, type Tone } from './art-common';
import type { ArtMotif } from './types';

/**
 * The motifs of the header illustrations, each drawn around (0, 0) within about ±300 × ±230
 * in white, the brand orange and the tone's colours. No text anywhere.
 */

export type Motif = (t: Tone, rand: () => number) => string;
const W = '#FFFFFF';
const O = BRAND.secondary;

const shadow = (y: number, rx: number): string =>
  `<ellipse cx="0" cy="${y}" rx="${rx}" ry="${r1(rx * 0.09)}" fill="#000" fill-opacity="0.22"/>`;

/** Short rounded bars standing in for lines of text. */
function lines(
  x: number,
  y: number,
  widths: readonly number[],
  gap: number,
  h: number,
  fill: string,
  opacity = 1,
): string {
  return widths
    .map(
      (w, i) =>
        `<rect x="${x}" y="${r1(y + i * gap)}" width="${w}" height="${h}" rx="${h / 2}" fill="${fill}" fill-opacity="${opacity}"/>`,
    )
    .join('');
}

function mortarboard(x: number, y: number, s: number, t: Tone): string {
  return (
    `<g transform="translate(${x} ${y}) scale(${s})">` +
    `<path d="M-62 10 L-62 52 C-62 70 62 70 62 52 L62 10 Z" fill="${t.deep}"/>` +
    `<polygon points="0,-48 130,0 0,48 -130,0" fill="#1A1240"/>` +
    `<polygon points="0,-48 130,0 0,40 -130,0" fill="#2B1F6E"/>` +
    `<path d="M0 0 L92 18 L92 78" stroke="${O}" stroke-width="6" fill="none" stroke-linecap="round"/>` +
    `<rect x="84" y="74" width="16" height="34" rx="6" fill="${O}"/>` +
    `<circle cx="0" cy="0" r="9" fill="${O}"/>` +
    `</g>`
  );
}

function book(x: number, y: number, w: number, h: number, cover: string, band: string): string {
  const pages = `<rect x="${x + w - 26}" y="${y + 7}" width="22" height="${h - 14}" rx="4" fill="#F4F1FF"/>`;
  const pageLines = [0.3, 0.5, 0.7]
    .map((f) => `<rect x="${x + w - 24}" y="${r1(y + h * f)}" width="18" height="2" fill="#CFC8F2"/>`)
    .join('');
  return (
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="10" fill="${cover}"/>` +
    pages +
    pageLines +
    `<rect x="${x + 34}" y="${y}" width="14" height="${h}" fill="${band}" fill-opacity="0.85"/>` +
    `<rect x="${x + 58}" y="${y}" width="6" height="${h}" fill="${band}" fill-opacity="0.85"/>` +
    `<rect x="${x + 90}" y="${r1(y + h / 2 - 5)}" width="${w - 150}" height="10" rx="5" fill="${W}" fill-opacity="0.35"/>`
  );
}

export const MOTIFS: Record<ArtMotif, Motif> = {
  books: (t) =>
    shadow(205, 250) +
    book(-230, 118, 460, 82, t.light, t.deep) +
    book(-196, 42, 410, 76, W, O) +
    book(-242, -28, 430, 70, O, '#FFD2B8') +
    `<g transform="rotate(-4)">` +
    mortarboard(-10, -92, 1, t) +
    `</g>`,

  cap: (t) =>
    shadow(200, 230) +
    `<g transform="rotate(-8 60 120)">` +
    `<rect x="-150" y="90" width="360" height="74" rx="37" fill="#F4F1FF"/>` +
    `<circle cx="-150" cy="127" r="37" fill="#E2DCFF"/><circle cx="-150" cy="127" r="16" fill="#CFC8F2"/>` +
    `<rect x="20" y="88" width="30" height="78" fill="${O}"/>` +
    `<path d="M24 164 L14 214 L35 200 L56 214 L46 164 Z" fill="${O}"/>` +
    `</g>` +
    mortarboard(0, -40, 1.55, t),

  chart: (t, rand) => {
    const heights = [0.42, 0.58, 0.5, 0.74, 0.9].map((h) => h * (0.85 + rand() * 0.3));
    const base = 150;
    const bars = heights
      .map((h, i) => {
        const bh = Math.min(250, h * 250);
        const x = -190 + i * 78;
        return `<rect x="${x}" y="${r1(base - bh)}" width="48" height="${r1(bh)}" rx="10" fill="${i % 2 ? O : t.deep}"/>`;
      })
      .join('');
    const pts = heights.map((h, i) => [-166 + i * 78, base - Math.min(250, h * 250) - 40] as const);
    const path = pts.map(([x, y], i) => `${i ? 'L' : 'M'}${r1(x)} ${r1(y)}`).join(' ');
    return (
      shadow(225, 280) +
      `<rect x="-260" y="-200" width="520" height="400" rx="30" fill="${W}"/>` +
      `<circle cx="-222" cy="-168" r="8" fill="${O}"/><circle cx="-196" cy="-168" r="8" fill="${t.light}"/><circle cx="-170" cy="-168" r="8" fill="#E2DCFF"/>` +
      [0, 1, 2, 3]
        .map(
          (i) =>
            `<rect x="-214" y="${base - 60 * i}" width="428" height="2" fill="${t.deep}" fill-opacity="0.12"/>`,
        )
        .join('') +
      bars +
      `<path d="${path}" stroke="${t.deep}" stroke-width="5" fill="none" stroke-linecap="round" stroke-linejoin="round" stroke-dasharray="2 12"/>` +
      pts
        .map(
          ([x, y]) =>
            `<circle cx="${r1(x)}" cy="${r1(y)}" r="9" fill="${W}" stroke="${O}" stroke-width="5"/>`,
        )
        .join('') +
      `<g transform="translate(250 -175)">` +
      `<circle r="78" fill="${t.deep}"/>` +
      `<circle r="50" fill="none" stroke="${O}" stroke-width="26" stroke-dasharray="110 400" transform="rotate(-90)"/>` +
      `<circle r="50" fill="none" stroke="${t.light}" stroke-width="26" stroke-dasharray="0 112 80 400" transform="rotate(-90)"/>` +
      `</g>`
    );
  },

  donut: (t, rand) => {
    const c = 2 * Math.PI * 120;
    const parts = [0.38 + rand() * 0.1, 0.24 + rand() * 0.08, 0.18];
    const colours = [O, t.deep, t.light, '#E2DCFF'];
    let acc = 0;
    const segs = [...parts, 1 - parts.reduce((a, b) => a + b, 0)]
      .map((p, i) => {
        const seg = `<circle r="120" fill="none" stroke="${colours[i]}" stroke-width="58" stroke-dasharray="${r1(p * c - 6)} ${r1(c)}" stroke-dashoffset="${r1(-acc * c)}" transform="rotate(-90)"/>`;
        acc += p;
        return seg;
      })
      .join('');
    return (
      shadow(220, 300) +
      `<rect x="-300" y="-200" width="600" height="400" rx="30" fill="${W}"/>` +
      `<g transform="translate(-95 0)"><circle r="120" fill="none" stroke="#F1EEFF" stroke-width="62"/>${segs}<circle r="58" fill="${W}"/><circle r="22" fill="${t.deep}" fill-opacity="0.12"/></g>` +
      colours
        .map(
          (col, i) =>
            `<rect x="100" y="${-96 + i * 52}" width="26" height="26" rx="7" fill="${col}"/>` +
            lines(142, -90 + i * 52, [110 - i * 14], 0, 14, t.deep, 0.25),
        )
        .join('')
    );
  },

  scatter: (t, rand) => {
    const dots: string[] = [];
    for (let i = 0; i < 22; i++) {
      const x = -200 + (i / 21) * 400;
      const y = 120 - (i / 21) * 260 + (rand() - 0.5) * 90;
      dots.push(
        `<circle cx="${r1(x)}" cy="${r1(y)}" r="${i % 4 ? 9 : 12}" fill="${i % 3 ? t.deep : O}" fill-opacity="${i % 3 ? 0.75 : 1}"/>`,
      );
    }
    return (
      shadow(225, 280) +
      `<rect x="-260" y="-200" width="520" height="400" rx="30" fill="${W}"/>` +
      `<path d="M-214 -160 L-214 160 L226 160" stroke="${t.deep}" stroke-opacity="0.3" stroke-width="4" fill="none" stroke-linecap="round"/>` +
      `<path d="M-214 150 L226 -150 L226 -90 L-214 190 Z" fill="${O}" fill-opacity="0.10" transform="translate(0 -20)"/>` +
      dots.join('') +
      `<path d="M-214 130 L226 -150" stroke="${O}" stroke-width="7" stroke-linecap="round"/>`
    );
  },

  globe: (t) =>
    shadow(215, 200) +
    `<g transform="translate(-20 0)">` +
    `<circle r="170" fill="${t.deep}"/>` +
    `<circle r="170" fill="${t.light}" fill-opacity="0.25"/>` +
    `<path d="M-70 -120 C-20 -100 -40 -40 10 -30 C60 -20 40 30 90 40 C130 50 120 110 80 130 C40 150 -20 120 -40 80 C-60 40 -120 40 -130 -10 C-140 -60 -110 -130 -70 -120 Z" fill="${t.light}" fill-opacity="0.55"/>` +
    [60, 120]
      .map(
        (rx) =>
          `<ellipse rx="${rx}" ry="170" fill="none" stroke="${W}" stroke-opacity="0.55" stroke-width="3"/>`,
      )
      .join('') +
    [-100, -50, 0, 50, 100]
      .map(
        (y) =>
          `<ellipse cy="${y}" rx="${r1(Math.sqrt(170 * 170 - y * y) * 0.95)}" ry="${r1(Math.abs(y) / 9 + 4)}" fill="none" stroke="${W}" stroke-opacity="0.45" stroke-width="3"/>`,
      )
      .join('') +
    `<line x1="0" y1="-170" x2="0" y2="170" stroke="${W}" stroke-opacity="0.55" stroke-width="3"/>` +
    `<ellipse rx="235" ry="62" fill="none" stroke="${O}" stroke-width="6" transform="rotate(-18)" stroke-dasharray="380 30"/>` +
    `</g>` +
    `<g transform="translate(-250 -175)"><path d="M0 0 H170 A26 26 0 0 1 196 26 V86 A26 26 0 0 1 170 112 H70 L36 144 L40 112 H26 A26 26 0 0 1 0 86 V26 A26 26 0 0 1 26 0 Z" fill="${W}" transform="translate(-26 0)"/>` +
    lines(8, 30, [130, 96], 30, 16, t.deep, 0.55) +
    `</g>` +
    `<g transform="translate(120 60)"><path d="M0 0 H170 A26 26 0 0 1 196 26 V86 A26 26 0 0 1 170 112 H160 L164 144 L130 112 H26 A26 26 0 0 1 0 86 V26 A26 26 0 0 1 26 0 Z" fill="${O}"/>` +
    lines(28, 30, [140, 100], 30, 16, W, 0.85) +
    `</g>`,

  slides: (t) =>
    shadow(235, 200) +
    `<rect x="-8" y="110" width="16" height="110" fill="#E2DCFF"/>` +
    `<path d="M0 150 L-90 232 M0 150 L90 232" stroke="#E2DCFF" stroke-width="14" stroke-linecap="round"/>` +
    `<rect x="-280" y="-215" width="560" height="18" rx="9" fill="#E2DCFF"/>` +
    `<rect x="-260" y="-200" width="520" height="320" rx="18" fill="${W}"/>` +
    `<rect x="-230" y="-170" width="200" height="22" rx="11" fill="${t.deep}"/>` +
    lines(-230, -126, [170, 140], 26, 12, t.deep, 0.25) +
    `<rect x="-230" y="-50" width="36" height="130" rx="8" fill="${t.deep}" fill-opacity="0.2"/>` +
    `<rect x="-182" y="-10" width="36" height="90" rx="8" fill="${t.deep}"/>` +
    `<rect x="-134" y="-70" width="36" height="150" rx="8" fill="${O}"/>` +
    `<rect x="-86" y="20" width="36" height="60" rx="8" fill="${t.deep}" fill-opacity="0.45"/>` +
    `<g transform="translate(120 -20)"><circle r="92" fill="${t.light}" fill-opacity="0.35"/><path d="M0 0 L0 -92 A92 92 0 0 1 87.5 28.4 Z" fill="${O}"/><path d="M0 0 L87.5 28.4 A92 92 0 0 1 -40 82.8 Z" fill="${t.deep}"/></g>` +
    `<path d="M330 -90 L205 30" stroke="${O}" stroke-width="8" stroke-linecap="round"/><circle cx="205" cy="30" r="10" fill="${O}"/>`,

  flask: (t) =>
    shadow(215, 240) +
    `<g transform="translate(-60 0)">` +
    `<path d="M-40 -170 H40 V-60 L130 150 C140 175 125 200 95 200 H-95 C-125 200 -140 175 -130 150 L-40 -60 Z" fill="${W}" fill-opacity="0.95"/>` +
    `<path d="M-88 60 C-50 40 -20 80 20 62 C60 44 80 70 94 66 L130 150 C140 175 125 200 95 200 H-95 C-125 200 -140 175 -130 150 Z" fill="${O}"/>` +
    `<rect x="-56" y="-196" width="112" height="32" rx="12" fill="${t.light}"/>` +
    `<circle cx="-20" cy="120" r="14" fill="${W}" fill-opacity="0.55"/><circle cx="30" cy="150" r="9" fill="${W}" fill-opacity="0.55"/><circle cx="10" cy="20" r="10" fill="${O}" fill-opacity="0.6"/><circle cx="-6" cy="-20" r="7" fill="${O}" fill-opacity="0.4"/>` +
    lines(-20, -140, [40, 28, 40], 28, 6, t.deep, 0.35) +
    `</g>` +
    `<g transform="translate(160 40) rotate(14)"><rect x="-28" y="-150" width="56" height="280" rx="28" fill="${W}" fill-opacity="0.9"/><rect x="-28" y="10" width="56" height="120" rx="28" fill="${t.light}"/><rect x="-28" y="10" width="56" height="40" fill="${t.light}"/><rect x="-40" y="-164" width="80" height="22" rx="10" fill="${t.light}"/></g>` +
    `<g transform="translate(210 -150)" stroke="${W}" stroke-width="6" stroke-opacity="0.8"><line x1="0" y1="0" x2="70" y2="-40"/><line x1="0" y1="0" x2="60" y2="55"/><line x1="70" y1="-40" x2="130" y2="10"/></g>` +
    `<circle cx="210" cy="-150" r="24" fill="${O}"/><circle cx="280" cy="-190" r="17" fill="${W}"/><circle cx="270" cy="-95" r="15" fill="${t.light}"/><circle cx="340" cy="-140" r="13" fill="${W}" fill-opacity="0.8"/>`,

  document: (t) =>
    shadow(225, 230) +
    `<g transform="rotate(-7)"><rect x="-200" y="-200" width="320" height="400" rx="22" fill="${t.light}"/></g>` +
    `<rect x="-160" y="-200" width="320" height="400" rx="22" fill="${W}"/>` +
    `<rect x="-120" y="-160" width="150" height="22" rx="11" fill="${t.deep}"/>` +
    lines(-120, -110, [240, 220, 240, 180], 32, 12, t.deep, 0.22) +
    `<rect x="-120" y="22" width="110" height="80" rx="12" fill="${O}" fill-opacity="0.18"/>` +
    lines(10, 30, [110, 90, 100], 26, 12, t.deep, 0.22) +
    lines(-120, 130, [240, 160], 32, 12, t.deep, 0.22) +
    `<g transform="translate(170 20) rotate(38)"><rect x="-20" y="-190" width="40" height="300" rx="14" fill="${O}"/><rect x="-20" y="-190" width="40" height="50" rx="14" fill="${t.deep}"/><path d="M-20 110 L0 160 L20 110 Z" fill="#FFD2B8"/><path d="M-6 145 L0 160 L6 145 Z" fill="${t.deep}"/></g>` +
    `<g transform="translate(-190 170)"><circle r="46" fill="${O}"/><path d="M-20 2 L-5 17 L22 -12" stroke="${W}" stroke-width="10" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>`,

  magnifier: (t) =>
    shadow(225, 250) +
    `<g transform="rotate(6)"><rect x="-230" y="-190" width="300" height="380" rx="22" fill="${t.light}" fill-opacity="0.9"/></g>` +
    `<rect x="-250" y="-200" width="300" height="380" rx="22" fill="${W}"/>` +
    `<rect x="-215" y="-160" width="130" height="20" rx="10" fill="${t.deep}"/>` +
    lines(-215, -112, [230, 200, 230, 210, 150, 230, 190, 210], 34, 12, t.deep, 0.2) +
    `<rect x="-215" y="-44" width="200" height="12" rx="6" fill="${O}" fill-opacity="0.7"/>` +
    `<g transform="translate(70 10)">` +
    `<path d="M95 95 L190 190" stroke="${t.deep}" stroke-width="44" stroke-linecap="round"/>` +
    `<path d="M120 120 L190 190" stroke="${O}" stroke-width="40" stroke-linecap="round"/>` +
    `<circle r="125" fill="${t.light}" fill-opacity="0.25"/>` +
    `<circle r="125" fill="none" stroke="${W}" stroke-width="24"/>` +
    `<path d="M-70 -40 A80 80 0 0 1 -30 -78" stroke="${W}" stroke-width="12" fill="none" stroke-linecap="round" stroke-opacity="0.8"/>` +
    `</g>`,

  survey: (t) => {
    const rows = [0, 1, 2, 3]
      .map((i) => {
        const y = -90 + i * 72;
        const ticked = i !== 2;
        return (
          `<rect x="-150" y="${y}" width="40" height="40" rx="10" fill="${ticked ? O : '#F1EEFF'}" ${ticked ? '' : `stroke="${t.deep}" stroke-opacity="0.3" stroke-width="3"`}/>` +
          (ticked
            ? `<path d="M-141 ${y + 20} L-132 ${y + 29} L-118 ${y + 11}" stroke="${W}" stroke-width="6" fill="none" stroke-linecap="round" stroke-linejoin="round"/>`
            : '') +
          lines(-90, y + 6, [200 - i * 20, 140 - i * 10], 18, 10, t.deep, 0.22)
        );
      })
      .join('');
    return (
      shadow(230, 230) +
      `<rect x="-200" y="-210" width="400" height="430" rx="28" fill="${t.deep}"/>` +
      `<rect x="-176" y="-176" width="352" height="380" rx="16" fill="${W}"/>` +
      `<rect x="-70" y="-230" width="140" height="56" rx="18" fill="${O}"/><circle cx="0" cy="-212" r="10" fill="${t.deep}"/>` +
      `<rect x="-150" y="-146" width="150" height="20" rx="10" fill="${t.deep}"/>` +
      rows +
      `<g transform="translate(220 90)"><circle r="66" fill="${t.light}"/><path d="M-24 30 L-24 0 M0 30 L0 -26 M24 30 L24 -10" stroke="${t.deep}" stroke-width="14" stroke-linecap="round"/></g>`
    );
  },
};

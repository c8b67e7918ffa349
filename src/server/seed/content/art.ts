import { BRAND, r1, rng, TONE_ORDER, TONES } from './art-common';
import { MOTIFS } from './art-motifs';
import type { ArtSpec } from './types';

/**
 * Seed artwork drawn in code (no hot-linked images, and a small repository). Pure
 * functions returning SVG strings that the seed rasterises to WebP with sharp. Nothing
 * here contains text, so every picture suits ar, en and zh alike.
 */

export { avatarArt } from './art-avatar';

const W = '#FFFFFF';
const O = BRAND.secondary;

/**
 * A 16:9 header illustration: a brand-indigo gradient, soft orange light, a dot grid and a
 * motif (SPEC §9 colours #331FAB and #FF6010). Drawn on a 1600×900 canvas and scaled.
 */
export function headerArt(spec: ArtSpec, width = 1600, height = 900): string {
  const rand = rng(spec.seed + 17);
  const tone = TONES[spec.tone ?? TONE_ORDER[spec.seed % TONE_ORDER.length] ?? 'indigo'];
  const id = `a${spec.seed}`;
  const glowX = 1180 + rand() * 300;
  const glowY = 80 + rand() * 220;
  const coolX = 120 + rand() * 260;
  const coolY = 640 + rand() * 200;
  const cx = 800 + (rand() - 0.5) * 160;
  const cy = 470;

  const deco: string[] = [];
  const spots: ReadonlyArray<readonly [number, number]> = [
    [170, 170],
    [380, 110],
    [1420, 640],
    [1260, 780],
    [230, 470],
    [1480, 420],
    [560, 780],
  ];
  spots.forEach(([x, y], i) => {
    const dx = x + (rand() - 0.5) * 90;
    const dy = y + (rand() - 0.5) * 70;
    const kind = (i + spec.seed) % 4;
    if (kind === 0)
      deco.push(
        `<circle cx="${r1(dx)}" cy="${r1(dy)}" r="${r1(14 + rand() * 14)}" fill="none" stroke="${W}" stroke-opacity="0.35" stroke-width="4"/>`,
      );
    else if (kind === 1)
      deco.push(
        `<path d="M${r1(dx - 14)} ${r1(dy)} H${r1(dx + 14)} M${r1(dx)} ${r1(dy - 14)} V${r1(dy + 14)}" stroke="${O}" stroke-width="5" stroke-linecap="round"/>`,
      );
    else if (kind === 2)
      deco.push(
        `<rect x="${r1(dx - 12)}" y="${r1(dy - 12)}" width="24" height="24" rx="5" fill="${tone.light}" fill-opacity="0.5" transform="rotate(${Math.round(rand() * 60)} ${r1(dx)} ${r1(dy)})"/>`,
      );
    else
      deco.push(
        `<circle cx="${r1(dx)}" cy="${r1(dy)}" r="${r1(6 + rand() * 6)}" fill="${O}" fill-opacity="0.8"/>`,
      );
  });

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 1600 900" preserveAspectRatio="xMidYMid slice">` +
    `<defs>` +
    `<linearGradient id="${id}bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tone.from}"/><stop offset="1" stop-color="${tone.to}"/></linearGradient>` +
    `<radialGradient id="${id}glow"><stop offset="0" stop-color="${O}" stop-opacity="0.75"/><stop offset="0.55" stop-color="${O}" stop-opacity="0.22"/><stop offset="1" stop-color="${O}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="${id}cool"><stop offset="0" stop-color="${tone.light}" stop-opacity="0.45"/><stop offset="1" stop-color="${tone.light}" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="${id}halo"><stop offset="0" stop-color="${W}" stop-opacity="0.16"/><stop offset="0.7" stop-color="${W}" stop-opacity="0.06"/><stop offset="1" stop-color="${W}" stop-opacity="0"/></radialGradient>` +
    `<pattern id="${id}dots" width="34" height="34" patternUnits="userSpaceOnUse"><circle cx="4" cy="4" r="2.2" fill="${W}" fill-opacity="0.16"/></pattern>` +
    `</defs>` +
    `<rect width="1600" height="900" fill="url(#${id}bg)"/>` +
    `<circle cx="${r1(glowX)}" cy="${r1(glowY)}" r="620" fill="url(#${id}glow)"/>` +
    `<circle cx="${r1(coolX)}" cy="${r1(coolY)}" r="520" fill="url(#${id}cool)"/>` +
    `<rect x="0" y="0" width="520" height="900" fill="url(#${id}dots)"/>` +
    `<rect x="1180" y="0" width="420" height="900" fill="url(#${id}dots)"/>` +
    `<path d="M-40 ${r1(760 + rand() * 60)} C 400 ${r1(640 + rand() * 80)}, 1100 ${r1(900 + rand() * 60)}, 1640 ${r1(700 + rand() * 80)}" stroke="${W}" stroke-opacity="0.12" stroke-width="3" fill="none"/>` +
    `<path d="M-40 ${r1(820 + rand() * 40)} C 500 ${r1(720 + rand() * 60)}, 1000 ${r1(960 + rand() * 40)}, 1640 ${r1(780 + rand() * 60)}" stroke="${O}" stroke-opacity="0.35" stroke-width="3" fill="none"/>` +
    `<circle cx="${r1(cx)}" cy="${cy}" r="400" fill="url(#${id}halo)"/>` +
    `<circle cx="${r1(cx)}" cy="${cy}" r="330" fill="none" stroke="${W}" stroke-opacity="0.10" stroke-width="2"/>` +
    `<circle cx="${r1(cx)}" cy="${cy}" r="390" fill="none" stroke="${O}" stroke-opacity="0.5" stroke-width="4" stroke-dasharray="90 1600" stroke-linecap="round" transform="rotate(${Math.round(rand() * 360)} ${r1(cx)} ${cy})"/>` +
    deco.join('') +
    `<g transform="translate(${r1(cx)} ${cy})">${MOTIFS[spec.motif](tone, rand)}</g>` +
    `</svg>`
  );
}

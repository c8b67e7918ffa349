import { BRAND, r1, rng } from './art-common';
import type { AvatarSpec } from './types';

const W = '#FFFFFF';

const SKIN: readonly (readonly [base: string, shade: string])[] = [
  ['#F6D7C3', '#E8BBA0'],
  ['#EBC09C', '#D9A47D'],
  ['#D6A07A', '#C08660'],
  ['#B57B55', '#9C6644'],
  ['#8A5A3C', '#74492F'],
];
const BACKGROUNDS: readonly (readonly [string, string])[] = [
  ['#E9E5FF', '#C9C0FF'],
  ['#FFE7DA', '#FFC4A6'],
  ['#DDF3F0', '#A9E0D8'],
  ['#E4ECFF', '#B8CCFF'],
  ['#F6E4F3', '#E3B9DD'],
  ['#FFF1D6', '#FFD98F'],
];
const CLOTHES = ['#331FAB', '#23324F', '#FF6010', '#0F766E', '#5B3FD6', '#7C2D3F', '#374151'];
const ABAYAS = ['#23324F', '#2A1F4F', '#3B2F35', '#1F2937'];
const HAIR = ['#2B1D16', '#3B2A20', '#1C1C24', '#4A3426', '#5E5E66'];
const SCARVES = ['#331FAB', '#D9663A', '#8E5AA8', '#0F766E', '#B4536A', '#3E4C7A', '#C9A66B'];

/**
 * A friendly abstract head-and-shoulders portrait on a soft coloured background (not
 * initials: names are trilingual). The palette follows the seed; the style, skin tone,
 * attire, beard and glasses follow the spec.
 */
export function avatarArt(spec: AvatarSpec, size = 512): string {
  const rand = rng(spec.seed + 101);
  const pickOf = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length) % list.length] as T;
  const [bgA, bgB] = pickOf(BACKGROUNDS);
  const clothes = pickOf(CLOTHES);
  const hair = pickOf(HAIR);
  const scarf = pickOf(SCARVES);
  const [skin, skinShade] = SKIN[spec.skin] ?? SKIN[1]!;
  const attire =
    spec.attire ?? (spec.style === 'hijab' ? 'abaya' : spec.style === 'ghutra' ? 'thobe' : 'suit');
  const id = `v${spec.seed}`;
  const ink = '#2A2140';

  const parts: string[] = [];
  // Shoulders and clothing.
  const torso = 'M64 512 C64 420 140 372 256 372 C372 372 448 420 448 512 Z';
  if (attire === 'thobe') {
    parts.push(`<path d="${torso}" fill="#F7F7FA"/>`);
    parts.push(`<path d="M256 380 V512" stroke="#DADAE4" stroke-width="4"/>`);
  } else if (attire === 'abaya') {
    parts.push(`<path d="${torso}" fill="${ABAYAS[spec.seed % ABAYAS.length]}"/>`);
  } else {
    parts.push(`<path d="${torso}" fill="${clothes}"/>`);
    const collar = attire === 'suit' ? '#FFFFFF' : '#F2F0FA';
    parts.push(`<path d="M212 376 L256 452 L300 376 Z" fill="${collar}"/>`);
    if (attire === 'suit') {
      parts.push(`<path d="M256 430 L244 456 L256 512 L268 456 Z" fill="${BRAND.secondary}"/>`);
      parts.push(
        `<path d="M200 378 L256 470 L230 512 L170 512 Z M312 378 L256 470 L282 512 L342 512 Z" fill="#000" fill-opacity="0.18"/>`,
      );
    } else {
      parts.push(
        `<path d="M212 376 L238 420 L256 452 M300 376 L274 420 L256 452" stroke="#000" stroke-opacity="0.12" stroke-width="4" fill="none"/>`,
      );
    }
  }

  // Back layer of the head covering or long hair.
  if (spec.style === 'hijab') {
    parts.push(
      `<path d="M256 128 C150 128 140 230 146 300 C150 360 170 400 256 420 C342 400 362 360 366 300 C372 230 362 128 256 128 Z" fill="${scarf}"/>`,
    );
    parts.push(
      `<path d="M150 330 C190 420 322 420 362 330 C376 400 400 440 416 512 H96 C112 440 136 400 150 330 Z" fill="${scarf}"/>`,
    );
  } else if (spec.style === 'ghutra') {
    parts.push(
      `<path d="M256 134 C160 134 150 220 148 300 C146 370 130 420 116 470 C170 450 206 420 226 392 H286 C306 420 342 450 396 470 C382 420 366 370 364 300 C362 220 352 134 256 134 Z" fill="#FAFAFC"/>`,
    );
    parts.push(
      `<path d="M150 290 C140 360 128 420 116 470 M362 290 C372 360 384 420 396 470" stroke="#E6E6EF" stroke-width="6" fill="none"/>`,
    );
  } else if (spec.style === 'long') {
    parts.push(
      `<path d="M256 140 C168 140 150 220 156 300 C160 360 150 400 164 430 C200 440 230 420 256 420 C282 420 312 440 348 430 C362 400 352 360 356 300 C362 220 344 140 256 140 Z" fill="${hair}"/>`,
    );
  }

  // Neck and head.
  if (spec.style !== 'hijab') {
    parts.push(`<path d="M222 300 H290 V372 C290 392 222 392 222 372 Z" fill="${skinShade}"/>`);
    parts.push(
      `<ellipse cx="178" cy="250" rx="14" ry="22" fill="${skinShade}"/><ellipse cx="334" cy="250" rx="14" ry="22" fill="${skinShade}"/>`,
    );
  }
  const faceRx = spec.style === 'hijab' ? 70 : 78;
  const faceRy = spec.style === 'hijab' ? 84 : 92;
  const faceCy = spec.style === 'hijab' ? 250 : 240;
  parts.push(`<ellipse cx="256" cy="${faceCy}" rx="${faceRx}" ry="${faceRy}" fill="${skin}"/>`);

  // Hair and head covering in front.
  if (spec.style === 'short') {
    parts.push(
      `<path d="M176 240 C166 160 214 140 258 140 C312 140 348 170 336 240 C330 206 312 186 286 180 C250 196 210 196 186 196 C180 210 178 224 176 240 Z" fill="${hair}"/>`,
    );
  } else if (spec.style === 'curly') {
    const curls = [
      [192, 196, 30],
      [214, 164, 32],
      [252, 152, 34],
      [292, 162, 32],
      [320, 192, 30],
      [180, 226, 20],
      [332, 224, 20],
    ];
    parts.push(curls.map(([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${hair}"/>`).join(''));
  } else if (spec.style === 'long') {
    parts.push(
      `<path d="M178 236 C170 160 214 140 256 140 C306 140 344 166 336 236 C318 210 290 178 262 174 C236 196 204 212 178 236 Z" fill="${hair}"/>`,
    );
  } else if (spec.style === 'bald') {
    parts.push(
      `<path d="M178 250 C176 222 182 206 190 196 C192 220 192 236 194 258 Z M334 250 C336 222 330 206 322 196 C320 220 320 236 318 258 Z" fill="${HAIR[4]}"/>`,
    );
  } else if (spec.style === 'hijab') {
    parts.push(
      `<path d="M186 236 C186 176 220 154 256 154 C292 154 326 176 326 236 C312 196 286 180 256 180 C226 180 200 196 186 236 Z" fill="${scarf}"/>`,
    );
    parts.push(
      `<path d="M186 236 C186 176 220 154 256 154 C292 154 326 176 326 236" stroke="#000" stroke-opacity="0.12" stroke-width="4" fill="none"/>`,
    );
  } else if (spec.style === 'ghutra') {
    parts.push(
      `<path d="M174 244 C168 170 210 142 256 142 C302 142 344 170 338 244 C326 200 298 184 256 184 C214 184 186 200 174 244 Z" fill="#FAFAFC"/>`,
    );
    parts.push(
      `<path d="M176 184 C210 166 302 166 336 184" stroke="${ink}" stroke-width="12" fill="none" stroke-linecap="round"/>`,
    );
    parts.push(
      `<path d="M180 200 C214 182 298 182 332 200" stroke="${ink}" stroke-width="9" fill="none" stroke-linecap="round"/>`,
    );
  }

  if (spec.beard) {
    const b = spec.style === 'bald' ? HAIR[4]! : hair;
    parts.push(
      `<path d="M180 250 C182 320 214 334 256 334 C298 334 330 320 332 250 C326 282 310 296 290 296 C276 284 236 284 222 296 C202 296 186 282 180 250 Z" fill="${b}"/>`,
    );
  }

  // Face: eyes, brows, smile, cheeks.
  const eyeY = faceCy + 4;
  parts.push(
    `<ellipse cx="226" cy="${eyeY}" rx="7" ry="9" fill="${ink}"/><ellipse cx="286" cy="${eyeY}" rx="7" ry="9" fill="${ink}"/>`,
  );
  parts.push(
    `<path d="M212 ${eyeY - 22} Q226 ${eyeY - 30} 240 ${eyeY - 22} M272 ${eyeY - 22} Q286 ${eyeY - 30} 300 ${eyeY - 22}" stroke="${spec.style === 'hijab' || spec.style === 'ghutra' ? ink : hair}" stroke-opacity="0.8" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  );
  parts.push(
    `<circle cx="208" cy="${eyeY + 30}" r="14" fill="#FF8A7A" fill-opacity="0.25"/><circle cx="304" cy="${eyeY + 30}" r="14" fill="#FF8A7A" fill-opacity="0.25"/>`,
  );
  const mouthY = faceCy + 46;
  parts.push(
    `<path d="M236 ${mouthY} Q256 ${mouthY + 16} 276 ${mouthY}" stroke="${spec.beard ? '#F2E6E0' : '#8A3B3B'}" stroke-width="5" fill="none" stroke-linecap="round"/>`,
  );
  if (spec.glasses) {
    parts.push(
      `<g fill="${W}" fill-opacity="0.18" stroke="${ink}" stroke-width="5"><rect x="200" y="${eyeY - 20}" width="52" height="40" rx="14"/><rect x="260" y="${eyeY - 20}" width="52" height="40" rx="14"/></g>` +
        `<path d="M252 ${eyeY - 4} Q256 ${eyeY - 10} 260 ${eyeY - 4}" stroke="${ink}" stroke-width="5" fill="none"/>`,
    );
  }

  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 512 512">` +
    `<defs><linearGradient id="${id}bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bgA}"/><stop offset="1" stop-color="${bgB}"/></linearGradient></defs>` +
    `<rect width="512" height="512" fill="url(#${id}bg)"/>` +
    `<circle cx="${r1(380 + rand() * 60)}" cy="${r1(90 + rand() * 40)}" r="${r1(60 + rand() * 30)}" fill="${W}" fill-opacity="0.35"/>` +
    `<circle cx="256" cy="250" r="178" fill="${W}" fill-opacity="0.3"/>` +
    parts.join('') +
    `</svg>`
  );
}

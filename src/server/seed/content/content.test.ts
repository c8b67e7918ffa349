import { statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { isValidLangMap, LANGS, type LangMap, SiteSettingsSchema } from '../../../contract';
import { avatarArt, headerArt } from './art';
import {
  SEED_ASSETS_DIR,
  SEED_BLOGS,
  SEED_CATEGORIES,
  SEED_RESEARCHERS,
  SEED_SERVICES,
  SEED_SETTINGS,
  SEED_TESTIMONIALS,
} from './index';
import type { ArtMotif, AvatarStyle } from './types';

/** Each language on its own must pass the SPEC §5 rule (a value longer than 3 characters). */
function expectValidInEveryLang(map: LangMap, where: string): void {
  for (const lang of LANGS) {
    expect(isValidLangMap({ [lang]: map[lang] }), `${where} [${lang}] = ${JSON.stringify(map[lang])}`).toBe(
      true,
    );
  }
}

const unique = (values: string[]): boolean => new Set(values).size === values.length;

/**
 * CommonMark does not close `**` that follows punctuation and precedes a letter (as in
 * Chinese "**要点：**正文"), so such bold text would render with literal asterisks.
 */
function unclosableBold(markdown: string): string[] {
  const bad: string[] = [];
  for (const line of markdown.split('\n')) {
    const parts = line.split('**');
    for (let i = 1; i < parts.length - 1; i += 2) {
      const inner = parts[i] ?? '';
      const after = parts[i + 1] ?? '';
      if (/\p{P}$/u.test(inner) && /^[^\s\p{P}]/u.test(after)) bad.push(`**${inner}**${after.slice(0, 10)}`);
    }
  }
  return bad;
}

describe('seed content', () => {
  it('has the counts of the demo content', () => {
    expect(SEED_CATEGORIES).toHaveLength(5);
    expect(SEED_SERVICES.length).toBeGreaterThanOrEqual(12);
    expect(SEED_BLOGS.length).toBeGreaterThanOrEqual(7);
    expect(SEED_TESTIMONIALS.length).toBeGreaterThanOrEqual(6);
    expect(SEED_TESTIMONIALS.filter((x) => x.audio).length).toBeGreaterThanOrEqual(2);
    expect(SEED_RESEARCHERS.length).toBeGreaterThanOrEqual(6);
  });

  it('uses unique keys', () => {
    for (const list of [SEED_CATEGORIES, SEED_SERVICES, SEED_BLOGS, SEED_TESTIMONIALS, SEED_RESEARCHERS]) {
      expect(unique(list.map((x) => x.key))).toBe(true);
    }
  });

  it('gives every category a name valid in ar, en and zh', () => {
    for (const c of SEED_CATEGORIES) expectValidInEveryLang(c.cat_name, `category ${c.key}`);
  });

  it('gives every service valid texts and 4–7 valid features in ar, en and zh', () => {
    for (const s of SEED_SERVICES) {
      expectValidInEveryLang(s.service_name, `${s.key} name`);
      expectValidInEveryLang(s.service_long_name, `${s.key} long name`);
      expectValidInEveryLang(s.service_desc, `${s.key} desc`);
      expect(s.service_features.length, s.key).toBeGreaterThanOrEqual(4);
      expect(s.service_features.length, s.key).toBeLessThanOrEqual(7);
      s.service_features.forEach((f, i) => expectValidInEveryLang(f, `${s.key} feature ${i}`));
    }
  });

  it('puts services only in categories that exist, leaves at least one uncategorised and fills every category', () => {
    const keys = new Set(SEED_CATEGORIES.map((c) => c.key));
    for (const s of SEED_SERVICES)
      if (s.category !== null) expect(keys.has(s.category), `${s.key} → ${s.category}`).toBe(true);
    expect(SEED_SERVICES.some((s) => s.category === null)).toBe(true);
    for (const key of keys)
      expect(
        SEED_SERVICES.some((s) => s.category === key),
        key,
      ).toBe(true);
  });

  it('gives every testimonial and researcher texts valid in ar, en and zh', () => {
    for (const x of SEED_TESTIMONIALS) {
      expectValidInEveryLang(x.customer_name, `${x.key} name`);
      expectValidInEveryLang(x.customer_location, `${x.key} location`);
      expectValidInEveryLang(x.testimonial_message, `${x.key} message`);
    }
    for (const r of SEED_RESEARCHERS) {
      expectValidInEveryLang(r.researcher_name, `${r.key} name`);
      expectValidInEveryLang(r.researcher_position, `${r.key} position`);
      expectValidInEveryLang(r.researcher_bio, `${r.key} bio`);
    }
  });

  it('has testimonials from at least six different countries', () => {
    const countries = new Set(SEED_TESTIMONIALS.map((x) => x.customer_location.en?.split(',').pop()?.trim()));
    expect(countries.size).toBeGreaterThanOrEqual(6);
  });

  it('writes every blog in ar and en markdown with a heading, a list and a quote', () => {
    for (const b of SEED_BLOGS) {
      for (const lang of ['ar', 'en'] as const) {
        const where = `${b.key} [${lang}]`;
        expect(isValidLangMap({ [lang]: b.blog_title[lang] }), `${where} title`).toBe(true);
        expect(isValidLangMap({ [lang]: b.blog_author[lang] }), `${where} author`).toBe(true);
        const body = b.blog_desc_md[lang] ?? '';
        expect(body, `${where} heading`).toMatch(/^## \S/m);
        expect(body, `${where} list`).toMatch(/^(?:- |\d+\. )\S/m);
        expect(body, `${where} quote`).toMatch(/^> \S/m);
        expect(body, `${where} no indented code`).not.toMatch(/^ {4}/m);
        expect(body).not.toMatch(/lorem ipsum/i);
      }
      for (const lang of LANGS)
        expect(unclosableBold(b.blog_desc_md[lang] ?? ''), `${b.key} [${lang}] bold`).toEqual([]);
      const words = (b.blog_desc_md.en ?? '').split(/\s+/).filter(Boolean).length;
      expect(words, `${b.key} en words`).toBeGreaterThanOrEqual(250);
      expect(words, `${b.key} en words`).toBeLessThanOrEqual(550);
      expect(b.daysAgo).toBeGreaterThanOrEqual(0);
    }
  });

  it('ships the referenced audio clips, each under 100 KB', () => {
    for (const x of SEED_TESTIMONIALS.filter((y) => y.audio)) {
      const file = path.join(SEED_ASSETS_DIR, x.audio!);
      const size = statSync(file).size;
      expect(size, x.audio).toBeGreaterThan(10_000);
      expect(size, x.audio).toBeLessThan(100 * 1024);
    }
  });

  it('has site settings that match the contract and the office defaults', () => {
    expect(SiteSettingsSchema.parse(SEED_SETTINGS)).toEqual(SEED_SETTINGS);
    expect(SEED_SETTINGS.office_phone).toBe('+20 100 123 4567');
    expect(SEED_SETTINGS.office_email).toBe('info@bahith-office.com');
    expect(SEED_SETTINGS.whatsapp_number).toBe('201001234567');
    expect(SEED_SETTINGS.social_links.facebook).toMatch(/^https:\/\/www\.facebook\.com\//);
    expect(SEED_SETTINGS.site_name).toEqual({
      ar: 'مكتب باحث للخدمات الطلابية',
      en: 'Bahith Student Services Office',
      zh: '巴希斯学术服务中心',
    });
    expect(SEED_SETTINGS.map_url).toMatch(/^https:\/\/maps\.google\.com\/maps\?.*output=embed/);
    // No placeholder video: the office sets its own (the pages show none meanwhile).
    expect(SEED_SETTINGS.video_url).toBe('');
  });
});

describe('seed artwork', () => {
  const wellFormed = (svg: string): void => {
    expect(svg.startsWith('<svg ')).toBe(true);
    expect(svg.endsWith('</svg>')).toBe(true);
    expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
    expect(svg).not.toMatch(/<text|<tspan|<textPath|<image|<script|<foreignObject|href=/i);
    expect(svg).not.toMatch(/NaN|undefined/);
    // Tags balance: every opened element is closed or self-closing.
    const opened = (svg.match(/<[a-zA-Z]/g) ?? []).length - (svg.match(/\/>/g) ?? []).length;
    const closed = (svg.match(/<\/[a-zA-Z]+>/g) ?? []).length;
    expect(opened).toBe(closed);
  };

  it('draws a well-formed header for every motif and every seeded item', () => {
    const motifs: ArtMotif[] = [
      'books',
      'cap',
      'chart',
      'donut',
      'scatter',
      'globe',
      'slides',
      'flask',
      'document',
      'magnifier',
      'survey',
    ];
    motifs.forEach((motif, i) => wellFormed(headerArt({ motif, seed: i })));
    for (const item of [...SEED_CATEGORIES, ...SEED_SERVICES, ...SEED_BLOGS]) wellFormed(headerArt(item.art));
    const svg = headerArt({ motif: 'chart', seed: 3 }, 800, 450);
    expect(svg).toContain('width="800" height="450"');
    expect(svg).toContain('#331FAB');
    expect(svg).toContain('#FF6010');
  });

  it('is deterministic', () => {
    expect(headerArt({ motif: 'globe', seed: 5 })).toBe(headerArt({ motif: 'globe', seed: 5 }));
    expect(headerArt({ motif: 'globe', seed: 5 })).not.toBe(headerArt({ motif: 'globe', seed: 6 }));
    expect(avatarArt({ seed: 9, style: 'hijab', skin: 2 })).toBe(
      avatarArt({ seed: 9, style: 'hijab', skin: 2 }),
    );
  });

  it('draws a well-formed avatar for every style and every seeded person', () => {
    const styles: AvatarStyle[] = ['short', 'curly', 'long', 'hijab', 'ghutra', 'bald'];
    styles.forEach((style, i) =>
      wellFormed(avatarArt({ seed: i, style, skin: 2, beard: i % 2 === 0, glasses: i % 3 === 0 })),
    );
    for (const p of [...SEED_TESTIMONIALS, ...SEED_RESEARCHERS]) wellFormed(avatarArt(p.avatar));
    expect(avatarArt({ seed: 1, style: 'short', skin: 0 }, 256)).toContain('width="256" height="256"');
  });
});

// Grown content for `npm run bench:scale` (decision 0028): years of an office's posts,
// services, requests and messages, written straight into a database. The text is real and
// varied: the demo's own posts and services taken apart into paragraphs and put together
// again in other orders, and names, cities and requests drawn from lists, so it
// compresses as real content does, not as one sentence repeated.
import type { LangMap } from '../../src/contract';
import { openDatabase, type Db } from '../../src/server/db/client';
import { blogs, contactMessages, requests, services } from '../../src/server/db/schema';
import { SEED_BLOGS, SEED_SERVICES } from '../../src/server/seed/content';

export interface GrowBy {
  posts: number;
  services: number;
  requests: number;
  messages: number;
}
export const DEFAULT_GROWTH: GrowBy = { posts: 2000, services: 300, requests: 50_000, messages: 20_000 };

/** A small seeded generator: the same content on every run. */
export function random(seed: number) {
  let s = seed >>> 0;
  const next = () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const shuffled = <T>(items: readonly T[]): T[] =>
    [...items]
      .map((item) => [next(), item] as const)
      .sort((a, b) => a[0] - b[0])
      .map(([, item]) => item);
  return { next, pick, shuffled };
}

const paragraphsOf = (lang: 'ar' | 'en') =>
  SEED_BLOGS.flatMap((b) =>
    (b.blog_desc_md[lang] ?? '')
      .split(/\n\s*\n/)
      .map((p) => p.trim())
      .filter((p) => p.length > 80),
  );
/**
 * A paragraph made new: the words of each sentence in another order. The vocabulary and
 * the lengths stay the office's; long runs repeated across posts, which would let brotli
 * compress a grown list far better than real posts, do not.
 */
const varied = (paragraph: string, rand: ReturnType<typeof random>) =>
  paragraph
    .split(/(?<=[.!?؟])\s+/)
    .map((sentence) => rand.shuffled(sentence.split(/\s+/)).join(' '))
    .join(' ');
const FIRST = [
  'مُحَمَّد',
  'محمد',
  'أحمد',
  'فاطمة',
  'عائشة',
  'يوسف',
  'مريم',
  'عبد الله',
  'خديجة',
  'إبراهيم',
  'سارة',
  'نور',
  'Omar',
  'Lina',
  'Karim',
  'Hana',
  'Ali',
  'Mona',
];
const LAST = [
  'الزَّهْرانِيّ',
  'العتيبي',
  'القحطاني',
  'الشمري',
  'الحربي',
  'المصري',
  'الخطيب',
  'السيد',
  'Haddad',
  'Nasser',
  'Khalil',
  'Saleh',
  'Mansour',
];
const CITIES = [
  'الرياض',
  'جدة',
  'القاهرة',
  'عمّان',
  'الدوحة',
  'دبي',
  'بغداد',
  'الخرطوم',
  'الدار البيضاء',
  'Muscat',
  'Kuwait City',
  'Beirut',
];
const ASKS = [
  'أحتاج إلى تحليل إحصائي لبيانات استبانة رسالة الماجستير باستخدام SPSS',
  'أرجو ترجمة ملخص الرسالة إلى اللغة الإنجليزية مع مراجعة المصطلحات',
  'I need help structuring the literature review of my PhD thesis',
  'تنسيق المراجع بنظام APA وتدقيق الاقتباسات في الفصل الثاني',
  'Please proofread my research proposal before the committee meeting',
  'إعداد عرض تقديمي لمناقشة الدكتوراه في عشرين شريحة',
  'مراجعة نسبة الاقتباس وإعادة صياغة الفقرات المتشابهة',
  'Regression analysis and interpretation of results for a nursing study',
];
const SUBJECTS = [
  'سؤال عن الأسعار',
  'مدة التنفيذ',
  'Payment methods',
  'طلب عرض سعر',
  'Confidentiality',
  'موعد التسليم',
];

const BATCH = 500;
async function inBatches<T>(
  count: number,
  make: (i: number) => T,
  write: (rows: T[]) => Promise<unknown>,
): Promise<void> {
  for (let start = 0; start < count; start += BATCH) {
    await write(Array.from({ length: Math.min(BATCH, count - start) }, (_, k) => make(start + k)));
  }
}

const DAY = 86_400_000;
const YEARS = 5;
/** Spread over five years, oldest first, so ids grow with the date. */
const dateOf = (i: number, count: number, now: number) =>
  new Date(now - (YEARS * 365 * DAY * (count - i)) / count).toISOString();

/**
 * Grows the embedded database in `dataDir` (a server's, stopped, that seeded the demo
 * content); answers how long it took (ms).
 */
export async function growDataDir(dataDir: string, by: GrowBy): Promise<number> {
  const started = performance.now();
  const database = await openDatabase({ kind: 'pglite', dataDir }, { migrate: false });
  try {
    await grow(database.db, by);
  } finally {
    await database.close();
  }
  return performance.now() - started;
}

/** Adds the grown content to a database that holds the demo content (its header images are reused). */
export async function grow(db: Db, by: GrowBy): Promise<void> {
  const rand = random(2026);
  const now = Date.now();
  const headerUrls = (await db.selectDistinct({ url: blogs.blog_header_url }).from(blogs)).flatMap((r) =>
    r.url ? [r.url] : [],
  );
  const serviceHeaders = await db
    .select({ url: services.service_header_url, cat: services.cat_id })
    .from(services);
  const paragraphs = { ar: paragraphsOf('ar'), en: paragraphsOf('en') };
  const body = () => {
    const count = 8 + Math.floor(rand.next() * 6);
    const some = (lang: 'ar' | 'en') =>
      rand
        .shuffled(paragraphs[lang])
        .slice(0, count)
        .map((p) => varied(p, rand))
        .join('\n\n');
    return { ar: some('ar'), en: some('en') } satisfies LangMap;
  };

  await inBatches(
    by.posts,
    (i) => {
      const seed = rand.pick(SEED_BLOGS);
      return {
        blog_title: { ar: `${seed.blog_title.ar} (${i + 1})`, en: `${seed.blog_title.en} (${i + 1})` },
        blog_desc_md: body(),
        blog_author: seed.blog_author,
        blog_header_url: rand.pick(headerUrls),
        creation_timestamp: dateOf(i, by.posts, now),
      };
    },
    (rows) => db.insert(blogs).values(rows),
  );
  await inBatches(
    by.services,
    (i) => {
      const seed = rand.pick(SEED_SERVICES);
      const like = rand.pick(serviceHeaders);
      const level = rand.pick([' — ماجستير', ' — دكتوراه', ' — بكالوريوس']);
      return {
        service_name: {
          ar: `${seed.service_name.ar}${level} ${i + 1}`,
          en: `${seed.service_name.en} ${i + 1}`,
          ...(seed.service_name.zh ? { zh: `${seed.service_name.zh} ${i + 1}` } : {}),
        },
        service_long_name: seed.service_long_name,
        service_desc: seed.service_desc,
        service_features: rand.shuffled(seed.service_features),
        service_header_url: like?.url ?? null,
        cat_id: like?.cat ?? null,
      };
    },
    (rows) => db.insert(services).values(rows),
  );
  await inBatches(
    by.requests,
    (i) => ({
      request_name: `${rand.pick(FIRST)} ${rand.pick(LAST)}`,
      request_desc: `${rand.pick(ASKS)}. ${rand.pick(ASKS)}.`,
      request_email: `student${i}@example.com`,
      request_phone: `+9665${String(10_000_000 + i).slice(-8)}`,
      request_address: rand.pick(CITIES),
      creation_timestamp: dateOf(i, by.requests, now),
      is_read: rand.next() < 0.9 ? [1] : [],
    }),
    (rows) => db.insert(requests).values(rows),
  );
  await inBatches(
    by.messages,
    (i) => ({
      name: `${rand.pick(FIRST)} ${rand.pick(LAST)}`,
      email: `visitor${i}@example.com`,
      number: `+2010${String(10_000_000 + i).slice(-8)}`,
      subject: rand.pick(SUBJECTS),
      message: `${rand.pick(ASKS)}؟`,
      creation_timestamp: dateOf(i, by.messages, now),
    }),
    (rows) => db.insert(contactMessages).values(rows),
  );
}

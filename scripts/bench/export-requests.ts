// The requests `npm run bench:export` exports (decision 0048): 50,000 of them that vary as
// students' requests do, so the files are the size the office's are. bench:scale's grown
// requests (scale-content.ts) repeat eight sentences, which deflate squeezes to a workbook a
// socket's buffers hold whole; these are written from the office's own words (the seeded posts
// and services), drawn with their real frequencies into sentences and descriptions of varying
// length, with names, addresses and telephone numbers of their own, so the XLSX comes to about
// what the office measured (8.8 MB for 20,000 requests). Written straight into PostgreSQL, a
// few thousand rows per statement.
import pg from 'pg';
import { REQUEST_STATUSES } from '../../src/contract';
import { SEED_BLOGS, SEED_SERVICES } from '../../src/server/seed/content';
import { random } from './scale-content';

type Rand = ReturnType<typeof random>;

/** Every word of the office's posts and service pages in one language, as often as it occurs. */
function wordsOf(lang: 'ar' | 'en'): string[] {
  const texts = [
    ...SEED_BLOGS.map((b) => b.blog_desc_md[lang] ?? ''),
    ...SEED_SERVICES.map((s) => s.service_desc[lang] ?? ''),
  ];
  return texts
    .join(' ')
    .split(/[^\p{L}\p{M}\p{N}]+/u)
    .filter(Boolean);
}

// Names as Arabic speakers write them, with the Latin spelling their addresses use.
const FIRST: readonly (readonly [string, string])[] = [
  ['محمد', 'mohammed'],
  ['أحمد', 'ahmed'],
  ['عبد الله', 'abdullah'],
  ['عبد الرحمن', 'abdulrahman'],
  ['خالد', 'khalid'],
  ['يوسف', 'yousef'],
  ['إبراهيم', 'ibrahim'],
  ['عمر', 'omar'],
  ['علي', 'ali'],
  ['حسن', 'hassan'],
  ['سعد', 'saad'],
  ['فهد', 'fahad'],
  ['ماجد', 'majed'],
  ['طارق', 'tariq'],
  ['ياسر', 'yasser'],
  ['مصطفى', 'mustafa'],
  ['كريم', 'karim'],
  ['هشام', 'hisham'],
  ['وليد', 'waleed'],
  ['سلطان', 'sultan'],
  ['فاطمة', 'fatima'],
  ['عائشة', 'aisha'],
  ['مريم', 'maryam'],
  ['خديجة', 'khadija'],
  ['سارة', 'sara'],
  ['نورة', 'noura'],
  ['هند', 'hind'],
  ['ريم', 'reem'],
  ['لينا', 'lina'],
  ['هيا', 'haya'],
  ['أسماء', 'asmaa'],
  ['منى', 'mona'],
  ['رنا', 'rana'],
  ['دعاء', 'doaa'],
  ['آمنة', 'amna'],
  ['شيماء', 'shaimaa'],
  ['جود', 'joud'],
  ['لمى', 'lama'],
  ['رغد', 'raghad'],
  ['بشرى', 'bushra'],
];
const FAMILY: readonly (readonly [string, string])[] = [
  ['العتيبي', 'alotaibi'],
  ['القحطاني', 'alqahtani'],
  ['الشمري', 'alshammari'],
  ['الحربي', 'alharbi'],
  ['الغامدي', 'alghamdi'],
  ['الزهراني', 'alzahrani'],
  ['الدوسري', 'aldosari'],
  ['المطيري', 'almutairi'],
  ['السبيعي', 'alsubaie'],
  ['العنزي', 'alanazi'],
  ['الشهري', 'alshehri'],
  ['المالكي', 'almalki'],
  ['الخطيب', 'alkhatib'],
  ['المصري', 'almasri'],
  ['الحداد', 'haddad'],
  ['النجار', 'najjar'],
  ['السيد', 'elsayed'],
  ['عبد العزيز', 'abdelaziz'],
  ['منصور', 'mansour'],
  ['صالح', 'saleh'],
  ['خليل', 'khalil'],
  ['ناصر', 'nasser'],
  ['الكبيسي', 'alkubaisi'],
  ['البلوشي', 'albalushi'],
  ['الهاشمي', 'alhashemi'],
  ['التميمي', 'altamimi'],
  ['الجبوري', 'aljubouri'],
  ['العلي', 'alali'],
  ['يوسف', 'youssef'],
  ['عثمان', 'osman'],
];
const DOMAINS = [
  'gmail.com',
  'gmail.com',
  'gmail.com',
  'hotmail.com',
  'outlook.com',
  'yahoo.com',
  'icloud.com',
  'ksu.edu.sa',
  'kau.edu.sa',
  'stu.qu.edu.qa',
  'std.ju.edu.jo',
  'cu.edu.eg',
];
const CITIES = [
  'الرياض',
  'جدة',
  'مكة المكرمة',
  'المدينة المنورة',
  'الدمام',
  'أبها',
  'تبوك',
  'القاهرة',
  'الإسكندرية',
  'المنصورة',
  'عمّان',
  'إربد',
  'الدوحة',
  'دبي',
  'أبوظبي',
  'الكويت',
  'مسقط',
  'المنامة',
  'بغداد',
  'البصرة',
  'الخرطوم',
  'الدار البيضاء',
  'الرباط',
  'تونس',
  'الجزائر',
  'Riyadh',
  'Jeddah',
  'Cairo',
  'Amman',
  'Kuwait City',
  'Manchester',
  'Kuala Lumpur',
];
const DISTRICTS = [
  'حي النرجس',
  'حي الملقا',
  'حي الروضة',
  'حي السلامة',
  'مدينة نصر',
  'الجبيهة',
  'شارع الملك فهد',
];
/** Country codes and the first digits of a mobile number there. */
const PHONES = [
  '+9665',
  '+9665',
  '+9665',
  '+2010',
  '+2011',
  '+2012',
  '+9627',
  '+9715',
  '+9743',
  '+9655',
  '+9689',
];

/** Exponentially spread, at least `min`: most descriptions are short, a few are long. */
const spread = (rand: Rand, mean: number, min: number, max: number) =>
  Math.min(max, min + Math.floor(-Math.log(1 - rand.next()) * (mean - min)));

/** Sentences of 5 to 24 words, some in paragraphs of their own, as a student writes them. */
function description(rand: Rand, words: readonly string[], lang: 'ar' | 'en'): string {
  const stop = lang === 'ar' ? ['.', '.', '،', '؟', '!'] : ['.', '.', '.', '?', '!'];
  const sentences = spread(rand, 7.4, 1, 60);
  let text = '';
  for (let s = 0; s < sentences; s++) {
    const length = 5 + Math.floor(rand.next() * 20);
    const sentence = Array.from({ length }, () => rand.pick(words)).join(' ');
    const first = lang === 'en' ? sentence[0]!.toUpperCase() + sentence.slice(1) : sentence;
    text += (s === 0 ? '' : rand.next() < 0.15 ? '\n\n' : ' ') + first + rand.pick(stop);
  }
  return text;
}

const digits = (rand: Rand, count: number) =>
  Array.from({ length: count }, () => Math.floor(rand.next() * 10)).join('');

/** The requests' columns as seedRequests writes them, in its order. */
type Row = [string, string, string, string, string, string, string, number | null, string];

/**
 * `count` requests over five years, oldest first, each asking about one of `serviceIds` or
 * none, with statuses as the desk leaves them.
 */
function* requestRows(count: number, serviceIds: readonly number[]): Generator<Row> {
  const rand = random(48);
  const words = { ar: wordsOf('ar'), en: wordsOf('en') };
  const emails = new Set<string>();
  const now = Date.now();
  const span = 5 * 365 * 86_400_000;
  for (let i = 0; i < count; i++) {
    const lang = rand.next() < 0.75 ? 'ar' : 'en';
    const [first, firstLatin] = rand.pick(FIRST);
    const [father] = rand.pick(FIRST);
    const [family, familyLatin] = rand.pick(FAMILY);
    const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);
    const name =
      lang === 'ar'
        ? `${first} ${rand.next() < 0.6 ? `${father} ` : ''}${family}`
        : `${capital(firstLatin)} ${capital(familyLatin)}`;
    let email: string;
    do {
      const separator = rand.pick(['.', '_', '', '']);
      const number = rand.next() < 0.7 ? digits(rand, 1 + Math.floor(rand.next() * 4)) : '';
      email = `${firstLatin}${separator}${familyLatin}${number}@${rand.pick(DOMAINS)}`;
    } while (emails.has(email));
    emails.add(email);
    const city = rand.pick(CITIES);
    const created = new Date(now - (span * (count - i)) / count + Math.floor(rand.next() * 60_000));
    yield [
      name,
      description(rand, words[lang], lang),
      email,
      `${rand.pick(PHONES)}${digits(rand, 8)}`,
      rand.next() < 0.3 ? `${city}، ${rand.pick(DISTRICTS)}` : city,
      lang,
      rand.next() < 0.7 ? 'closed' : rand.pick(REQUEST_STATUSES),
      rand.next() < 0.6 && serviceIds.length > 0 ? rand.pick(serviceIds) : null,
      created.toISOString(),
    ];
  }
}

/** Writes requestRows into the requests of `databaseUrl`, a few thousand rows per statement. */
export async function seedRequests(
  databaseUrl: string,
  count: number,
  serviceIds: readonly number[],
): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const BATCH = 2500;
    let columns: unknown[][] = [];
    const flush = async () => {
      await client.query(
        `insert into requests (request_name, request_desc, request_email, request_phone,
           request_address, request_lang, request_status, service_id, creation_timestamp)
         select * from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[],
           $6::text[], $7::text[], $8::int[], $9::timestamptz[])`,
        columns,
      );
      columns = [];
    };
    for (const row of requestRows(count, serviceIds)) {
      if (columns.length === 0) columns = row.map(() => []);
      row.forEach((value, c) => columns[c]!.push(value));
      if (columns[0]!.length === BATCH) await flush();
    }
    if (columns.length > 0) await flush();
  } finally {
    await client.end();
  }
}

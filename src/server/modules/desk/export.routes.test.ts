import { parse } from 'csv-parse/sync';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import readSheets from 'read-excel-file/node';
import { beforeAll, expect, it } from 'vitest';
import { requests } from '../../db/schema';
import { useTestApp } from '../../test/app';
import { describeEachDatabase } from '../../test/databases';
import { createInboxUsers, expectAdminOnly, type TestUser } from '../../test/users';

const COUNT = 5_000;

/**
 * Decisions 0030 and 0031: the filtered requests as a CSV file Excel opens with Arabic
 * intact, and as XLSX, parsed back here.
 */
describeEachDatabase('exporting requests as CSV', (kind) => {
  const t = useTestApp(kind);
  let admin: TestUser;
  let staff: TestUser;
  const exported = async (query = '', lang = 'ar') => {
    const res = await t().app.inject({
      method: 'GET',
      url: `/api/requests/export.csv${query}`,
      headers: { ...admin.headers, 'accept-language': lang },
    });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
    return res;
  };
  const rowsOf = (body: string) =>
    parse(body, { bom: true, columns: false, relax_column_count: false }) as string[][];

  beforeAll(async () => {
    ({ adminA: admin, staff } = await createInboxUsers(t().app));
    const { db } = t().app.database;
    for (let start = 0; start < COUNT; start += 1_000) {
      await db.insert(requests).values(
        Array.from({ length: 1_000 }, (_, k) => {
          const i = start + k;
          return {
            request_name: `نورة القحطاني ${i}`,
            request_desc:
              i === 7
                ? '=HYPERLINK("http://evil.example","اضغط هنا")\nسطر ثانٍ، مع "اقتباس"'
                : `تحليل بيانات الاستبيان رقم ${i}، باستخدام SPSS`,
            request_email: `student${i}@example.com`,
            request_phone: '+966 55 000 1111',
            request_address: 'الرياض',
            request_status: i % 10 === 0 ? ('delivered' as const) : ('new' as const),
            request_lang: 'ar' as const,
          };
        }),
      );
    }
  });

  it('is for staff only', async () => {
    await expectAdminOnly(t().app, 'GET', '/api/requests/export.csv', staff);
  });

  it("writes every request once, newest first, in UTF-8 with a BOM, Arabic intact, headers in the caller's language", async () => {
    const res = await exported();
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="requests-\d{4}-\d\d-\d\d\.csv"$/,
    );
    // Passed on by nginx as it is read, not made whole into its buffer (decision 0048).
    expect(res.headers['x-accel-buffering']).toBe('no');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = rowsOf(res.body);
    expect(header).toEqual([
      'الرقم المرجعي',
      'رقم الطلب',
      'تاريخ الاستلام',
      'الحالة',
      'مسند إلى',
      'الاسم الكامل',
      'البريد الإلكتروني',
      'رقم الهاتف',
      'مكان الإقامة',
      'لغة الصفحة',
      'الخدمة المطلوبة',
      'عدد الملفات',
      'الوصف',
    ]);
    expect(rows).toHaveLength(COUNT);
    expect(new Set(rows.map((r) => r[1])).size).toBe(COUNT);
    expect(rows.every((r) => r.length === header!.length)).toBe(true);
    const last = rows.at(-1)!;
    expect(last.slice(3, 12)).toEqual([
      'تم التسليم',
      '',
      'نورة القحطاني 0',
      'student0@example.com',
      "'+966 55 000 1111",
      'الرياض',
      'ar',
      '',
      '0',
    ]);
    expect(last[12]).toBe('تحليل بيانات الاستبيان رقم 0، باستخدام SPSS');
    expect(last[0]).toMatch(/^[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}$/);
    expect(Number(rows[0]![1])).toBeGreaterThan(Number(last[1]));
  });

  it('neutralises a cell that starts like a formula, and keeps its quotes and line breaks', async () => {
    const [, ...rows] = rowsOf((await exported('?q=' + encodeURIComponent('نورة القحطاني 7'), 'en')).body);
    const seven = rows.find((r) => r[5] === 'نورة القحطاني 7')!;
    expect(seven[12]).toBe('\'=HYPERLINK("http://evil.example","اضغط هنا")\nسطر ثانٍ، مع "اقتباس"');
    expect(seven[3]).toBe('New');
  });

  it('exports what the filters select, and refuses a bad one with a 400 naming it', async () => {
    const [, ...delivered] = rowsOf((await exported('?status=delivered')).body);
    expect(delivered).toHaveLength(COUNT / 10);
    const { db } = t().app.database;
    const [one] = await db.select().from(requests).where(eq(requests.request_email, 'student42@example.com'));
    await db
      .update(requests)
      .set({ assignee_id: admin.userId })
      .where(eq(requests.request_id, one!.request_id));
    const [, ...mine] = rowsOf((await exported('?assignee=me', 'zh')).body);
    expect(mine.map((r) => [r[1], r[4]])).toEqual([[String(one!.request_id), 'Test admin']]);
    const bad = await t().app.inject({
      method: 'GET',
      url: '/api/requests/export.csv?status=open',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('status');
  });

  // Decision 0031: the same rows as an Excel workbook, read back by an independent reader.
  it('writes the same requests as XLSX, Arabic intact, right to left for Arabic, formulas never run', async () => {
    await expectAdminOnly(t().app, 'GET', '/api/requests/export.xlsx', staff);
    const res = await t().app.inject({
      method: 'GET',
      url: '/api/requests/export.xlsx',
      headers: { ...admin.headers, 'accept-language': 'ar' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="requests-\d{4}-\d\d-\d\d\.xlsx"$/,
    );
    expect(res.headers['x-accel-buffering']).toBe('no');
    const [sheet] = await readSheets(res.rawPayload);
    expect(sheet!.sheet).toBe('الطلبات');
    const [header, ...rows] = sheet!.data;
    expect(header![0]).toBe('الرقم المرجعي');
    expect(rows).toHaveLength(COUNT);
    const seven = rows.find((r) => r[5] === 'نورة القحطاني 7')!;
    // An inline string: the text as the student wrote it, shown, never run as a formula.
    expect(seven[12]).toBe('=HYPERLINK("http://evil.example","اضغط هنا")\nسطر ثانٍ، مع "اقتباس"');
    expect(seven[1]).toBeTypeOf('number');
    const sheetXml = unzipSync(res.rawPayload)['xl/worksheets/sheet1.xml']!;
    expect(strFromU8(sheetXml.subarray(0, 400))).toContain('rightToLeft="1"');
    expect(strFromU8(sheetXml)).not.toContain('<f>');
    const english = await t().app.inject({
      method: 'GET',
      url: '/api/requests/export.xlsx?status=delivered',
      headers: { ...admin.headers, 'accept-language': 'en' },
    });
    const [en] = await readSheets(english.rawPayload);
    expect(en!.data[0]![0]).toBe('Reference');
    expect(en!.data).toHaveLength(COUNT / 10 + 1);
    expect(strFromU8(unzipSync(english.rawPayload)['xl/worksheets/sheet1.xml']!)).not.toContain(
      'rightToLeft',
    );
  });
});

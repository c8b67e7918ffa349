import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LANGS,
  REQUEST_STATUSES,
  REQUEST_STATUS_LABELS,
  dirOf,
  formatReference,
  pick,
  type Lang,
  type RequestStatus,
} from '../../../contract';
import { uiStringIn } from '../../seed/ui-strings';
import { services } from '../../db/schema';
import { isoTimestamp } from '../../db/schema/common';
import { requestLanguage } from '../../i18n/request-lang';
import { ADMIN_SECURITY, InboxQuerySchema, inboxPageQuery, type InboxQuery } from '../inbox/inbox';
import { listRequests, type RequestRow } from '../requests/requests.queries';
import { errorResponses } from '../shared/error-responses';
import { CSV_BOM, csvLine } from './csv';
import { listAssignees } from './desk.queries';
import { deskFilters } from './desk-filters';
import { xlsxStream, type Cell } from './xlsx';

/** The columns, in the language of whoever exports (the office reads them in Excel). */
const HEADERS: Record<Lang, readonly string[]> = {
  ar: [
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
  ],
  en: [
    'Reference',
    'Request id',
    'Received',
    'Status',
    'Assigned to',
    'Full name',
    'Email',
    'Phone number',
    'Place of residence',
    'Page language',
    'Service asked about',
    'Documents',
    'Description',
  ],
  zh: [
    '参考编号',
    '申请编号',
    '收到时间',
    '状态',
    '负责人',
    '姓名',
    '电子邮箱',
    '电话号码',
    '居住地',
    '页面语言',
    '咨询的服务',
    '文件数',
    '描述',
  ],
};

/**
 * The statuses as the back office names them (contract REQUEST_STATUS_LABELS), in each
 * language of the seeded UI strings.
 */
const STATUS_NAMES = Object.fromEntries(
  LANGS.map((lang) => [
    lang,
    Object.fromEntries(
      REQUEST_STATUSES.map((status) => [status, uiStringIn(REQUEST_STATUS_LABELS[status], lang)]),
    ),
  ]),
) as Record<Lang, Record<RequestStatus, string>>;

/** Rows read per query while the file streams: memory stays flat at any size. */
const BATCH = 500;

/**
 * `GET /requests/export.csv` and `.xlsx` (staff, decisions 0030 and 0031): the requests the
 * list's filters select (search, unread, days, documents, status, assignee), newest first,
 * as a CSV file Excel opens with Arabic intact, or as an Excel workbook (right to left for
 * Arabic). Streamed a batch at a time, so 50,000 requests cost no more memory than 500.
 */
export function registerExportRoute(app: FastifyInstance): void {
  const { db } = app.database;
  const querystring = InboxQuerySchema.omit({ limit: true, before: true }).extend(deskFilters.schema.shape);
  type ExportQuery = z.infer<typeof querystring>;

  /** The header in the caller's language, and the rows, a batch at a time. */
  async function exportOf(request: FastifyRequest<{ Querystring: ExportQuery }>) {
    const lang = requestLanguage(request);
    const userId = request.user?.user_id ?? 0;
    const query = inboxPageQuery({ ...request.query, limit: BATCH } as InboxQuery, userId);
    const where = deskFilters.where(request.query, userId);
    const [assignees, serviceNames] = await Promise.all([
      listAssignees(db),
      db.select({ id: services.service_id, name: services.service_name }).from(services),
    ]);
    const assigneeOf = new Map(assignees.map((a) => [a.user_id, a.name]));
    const serviceOf = new Map(serviceNames.map((s) => [s.id, pick(s.name, lang)]));
    const cells = (row: RequestRow): Cell[] => [
      formatReference(row.request_ref),
      row.request_id,
      isoTimestamp(row.creation_timestamp),
      STATUS_NAMES[lang][row.request_status],
      row.assignee_id === null ? '' : (assigneeOf.get(row.assignee_id) ?? `#${row.assignee_id}`),
      row.request_name,
      row.request_email,
      row.request_phone,
      row.request_address,
      row.request_lang,
      row.service_id === null ? '' : (serviceOf.get(row.service_id) ?? `#${row.service_id}`),
      row.request_documents.length,
      row.request_desc,
    ];
    async function* batches(): AsyncGenerator<Cell[][]> {
      let before: number | undefined;
      for (;;) {
        const { rows } = await listRequests(db, { ...query, before, where });
        const shown = rows.slice(0, BATCH);
        if (shown.length > 0) yield shown.map(cells);
        if (rows.length <= BATCH) return;
        before = shown.at(-1)!.request_id;
      }
    }
    return { lang, header: HEADERS[lang], batches: batches() };
  }

  const schema = (
    operation: { summary: string; operationId: string },
    description: string,
    type: string,
  ) => ({
    ...operation,
    tags: ['requests'],
    security: ADMIN_SECURITY,
    querystring,
    description,
    response: { 200: z.unknown().describe(type), ...errorResponses(400, 401, 403) },
  });
  const attachment = (reply: FastifyReply, type: string, ext: string) =>
    reply
      .header('content-type', type)
      .header(
        'content-disposition',
        `attachment; filename="requests-${new Date().toISOString().slice(0, 10)}.${ext}"`,
      )
      .header('cache-control', 'private, no-store');
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    '/requests/export.csv',
    {
      schema: schema(
        { summary: 'Export the filtered requests as CSV', operationId: 'exportRequestsCsv' },
        "The filtered requests as CSV (UTF-8 with BOM), in the caller's language.",
        'text/csv',
      ),
    },
    async (request, reply) => {
      const { header, batches } = await exportOf(request);
      async function* file() {
        yield CSV_BOM + csvLine(header);
        for await (const rows of batches) yield rows.map(csvLine).join('');
      }
      return attachment(reply, 'text/csv; charset=utf-8', 'csv').send(Readable.from(file()));
    },
  );

  routes.get(
    '/requests/export.xlsx',
    {
      schema: schema(
        { summary: 'Export the filtered requests as an Excel workbook', operationId: 'exportRequestsXlsx' },
        "The filtered requests as an Excel workbook, in the caller's language.",
        XLSX_TYPE,
      ),
    },
    async (request, reply) => {
      const { lang, header, batches } = await exportOf(request);
      return attachment(reply, XLSX_TYPE, 'xlsx').send(
        xlsxStream(header, batches, { name: SHEET_NAME[lang], rightToLeft: dirOf(lang) === 'rtl' }),
      );
    },
  );
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const SHEET_NAME: Record<Lang, string> = { ar: 'الطلبات', en: 'Requests', zh: '申请' };

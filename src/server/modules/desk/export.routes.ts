import { recordAudit } from '../audit/record-audit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dirOf, type Lang } from '../../../contract';
import { requestLanguage } from '../../i18n/request-lang';
import { ADMIN_SECURITY, InboxQuerySchema, inboxPageQuery, type InboxQuery } from '../inbox/inbox';
import { errorResponses } from '../shared/error-responses';
import { csvFile } from './csv';
import { deskFilters } from './desk-filters';
import { sendDownload } from './download-stream';
import { requestsExport } from './requests-export';
import { xlsxFile } from './xlsx';

/**
 * `GET /requests/export.csv` and `.xlsx` (staff, decisions 0030 and 0031): the requests the
 * list's filters select (search, unread, days, documents, status, assignee), newest first,
 * as a CSV file Excel opens with Arabic intact, or as an Excel workbook (right to left for
 * Arabic). Made a batch at a time as the caller reads it (decision 0048), so 50,000 requests
 * cost no more memory than 500 and a caller who stops reading stops the work.
 */
export function registerExportRoute(app: FastifyInstance): void {
  const { db } = app.database;
  const querystring = InboxQuerySchema.omit({ limit: true, before: true }).extend(deskFilters.schema.shape);
  type ExportQuery = z.infer<typeof querystring>;

  /** The header in the caller's language, and the rows the filters select, a batch at a time. */
  function exportOf(request: FastifyRequest<{ Querystring: ExportQuery }>, lang: Lang) {
    const userId = request.user?.user_id ?? 0;
    return requestsExport(db, lang, {
      ...inboxPageQuery(request.query as InboxQuery, userId),
      where: deskFilters.where(request.query, userId),
    });
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
      const { header, batches } = await exportOf(request, requestLanguage(request));
      await recordAudit(request, 'requests.exported', { details: { format: 'csv' } });
      return sendDownload(attachment(reply, 'text/csv; charset=utf-8', 'csv'), csvFile(header, batches));
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
      const lang = requestLanguage(request);
      const { header, batches } = await exportOf(request, lang);
      await recordAudit(request, 'requests.exported', { details: { format: 'xlsx' } });
      return sendDownload(
        attachment(reply, XLSX_TYPE, 'xlsx'),
        xlsxFile(header, batches, { name: SHEET_NAME[lang], rightToLeft: dirOf(lang) === 'rtl' }),
      );
    },
  );
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const SHEET_NAME: Record<Lang, string> = { ar: 'الطلبات', en: 'Requests', zh: '申请' };

import { recordAudit } from '../audit/record-audit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  EraseStudentSchema,
  ErasureSchema,
  StudentLookupSchema,
  StudentRecordSchema,
  formatReference,
  normalizeReference,
  writeResponse,
  type StudentLookup,
} from '../../../contract';
import { isoTimestamp } from '../../db/schema/common';
import { AppError } from '../../errors';
import { localize } from '../../i18n/messages';
import { ADMIN_SECURITY } from '../inbox/inbox';
import { errorResponses } from '../shared/error-responses';
import { zipEntryNames, zipFile, type ZipEntry } from './documents-zip';
import { sendDownload } from './download-stream';
import {
  emailOfReference,
  eraseStudent,
  listErasures,
  studentRows,
  toStudentRecord,
  type StudentRows,
} from './student-data.queries';

/**
 * A student's data (decision 0033), staff only: find what is stored about an address (or a
 * reference's address), export all of it as one zip, or erase all of it after a confirm,
 * leaving only who erased, when and how many. POSTs: the address stays out of URLs and logs.
 */
export function registerStudentDataRoutes(app: FastifyInstance): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['students'];
  const security = ADMIN_SECURITY;
  const noStore = { 'cache-control': 'private, no-store' };

  /** The address the lookup names; a reference that is no request's is a 404. */
  const emailOf = async (request: FastifyRequest, lookup: StudentLookup): Promise<string> => {
    if (lookup.email) return lookup.email;
    const email = await emailOfReference(db, normalizeReference(lookup.reference!));
    if (email === undefined) throw new AppError('NOT_FOUND', localize(request, 'student.notFound'));
    return email;
  };

  routes.post(
    '/students/find',
    {
      schema: {
        summary: "Find what is stored about a student's e-mail address",
        operationId: 'findStudent',
        tags,
        security,
        body: StudentLookupSchema,
        response: { 200: StudentRecordSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const email = await emailOf(request, request.body);
      void reply.headers(noStore);
      return toStudentRecord(email, await studentRows(db, email));
    },
  );

  routes.post(
    '/students/export',
    {
      schema: {
        summary: "Export a student's data as one zip",
        operationId: 'exportStudentData',
        tags,
        security,
        body: StudentLookupSchema,
        description:
          'Everything stored about the address as one zip: data.json, the documents and the files sent to them.',
        response: { 200: z.unknown().describe('application/zip'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request, reply) => {
      const email = await emailOf(request, request.body);
      const rows = await studentRows(db, email);
      if (rows.requests.length === 0 && rows.messages.length === 0)
        throw new AppError('NOT_FOUND', localize(request, 'student.notFound'));
      // How much, never whose: the address may be erased later (decision 0060).
      await recordAudit(request, 'student.exported', {
        details: { requests: rows.requests.length, messages: rows.messages.length },
      });
      return sendDownload(
        reply
          .header('content-type', 'application/zip')
          .header(
            'content-disposition',
            `attachment; filename="student-data-${new Date().toISOString().slice(0, 10)}.zip"`,
          )
          .headers(noStore),
        zipFile(app.media.blobs, exportEntries(email, rows)),
      );
    },
  );

  routes.post(
    '/students/erase',
    {
      schema: {
        summary: "Erase a student's data for good",
        operationId: 'eraseStudentData',
        tags,
        security,
        body: EraseStudentSchema,
        response: { 200: writeResponse(ErasureSchema), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const { email, confirm } = request.body;
      if (confirm.toLowerCase() !== email.toLowerCase()) {
        throw new AppError('VALIDATION', localize(request, 'student.confirm'), [
          { path: 'confirm', message: localize(request, 'student.confirm') },
        ]);
      }
      const { erasure, files } = await eraseStudent(db, email, request.user?.user_id ?? 0);
      if (erasure.requests + erasure.messages === 0)
        throw new AppError('NOT_FOUND', localize(request, 'student.notFound'));
      // After the commit, at once: the files no other row still holds (the same bytes
      // sent by someone else stay).
      await app.media.release(
        files.map((f) => f.key),
        { graceMs: 0 },
      );
      app.changed('requests');
      app.changed('messages');
      app.log.info(
        {
          erasure: erasure.erasure_id,
          requests: erasure.requests,
          messages: erasure.messages,
          files: erasure.files,
        },
        'student erased',
      );
      await recordAudit(request, 'student.erased', {
        target: `erasure #${erasure.erasure_id}`,
        details: { requests: erasure.requests, messages: erasure.messages, files: erasure.files },
      });
      const [record] = (await listErasures(db)).filter((e) => e.erasure_id === erasure.erasure_id);
      return { message: localize(request, 'student.erased'), data: record! };
    },
  );

  routes.get(
    '/students/erasures',
    {
      schema: {
        summary: 'List the erasures done',
        operationId: 'listErasures',
        tags,
        security,
        response: { 200: z.array(ErasureSchema), ...errorResponses(401, 403) },
      },
    },
    async (_request, reply) => {
      void reply.headers(noStore);
      return listErasures(db);
    },
  );
}

/**
 * The export's files: `data.json` (every row, as stored), each request's documents and
 * the files sent with replies, under their own names.
 */
function exportEntries(email: string, rows: StudentRows): ZipEntry[] {
  const data = {
    email,
    exported_at: new Date().toISOString(),
    requests: rows.requests.map(({ search_text: _search, request_documents, ...r }) => ({
      ...r,
      request_ref: formatReference(r.request_ref),
      creation_timestamp: isoTimestamp(r.creation_timestamp),
      documents: zipEntryNames(request_documents).map((name, i) => ({
        file: `documents/${formatReference(r.request_ref)}/${name}`,
        type: request_documents[i]!.mime,
        size: request_documents[i]!.size,
      })),
      history: rows.events
        .filter((e) => e.request_id === r.request_id)
        .map((e) => ({ kind: e.kind, body: e.body, data: e.data, at: isoTimestamp(e.creation_timestamp) })),
    })),
    messages: rows.messages.map(({ search_text: _search, ...m }) => ({
      ...m,
      creation_timestamp: isoTimestamp(m.creation_timestamp),
    })),
    mails: rows.mails.map(({ attachments, ...m }) => ({
      ...m,
      attachments: attachments.map((a) => a.name ?? `attachment.${a.ext}`),
      creation_timestamp: isoTimestamp(m.creation_timestamp),
    })),
  };
  const files: ZipEntry[] = rows.requests.flatMap((r) =>
    zipEntryNames(r.request_documents).map((name, i) => ({
      path: `documents/${formatReference(r.request_ref)}/${name}`,
      key: r.request_documents[i]!.key,
    })),
  );
  const sent = rows.mails.filter((m) => m.attachments.length > 0);
  for (const mail of sent)
    files.push(
      ...zipEntryNames(mail.attachments).map((name, i) => ({
        path: `replies/${mail.mail_id}/${name}`,
        key: mail.attachments[i]!.key,
      })),
    );
  return [{ path: 'data.json', text: JSON.stringify(data, null, 2) }, ...files];
}

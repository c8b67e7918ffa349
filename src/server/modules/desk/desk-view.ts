import type { FastifyInstance } from 'fastify';
import type { DeskRequest, RequestEvent } from '../../../contract';
import { isoTimestamp } from '../../db/schema/common';
import type { RequestRow } from '../requests/requests.queries';
import type { RequestEventRow } from './desk.queries';

/**
 * What the back office sees of a request (SPEC §3 Request, the honeypot flag, the desk's
 * fields: decision 0030).
 */
export function toDeskRequest(app: FastifyInstance, row: RequestRow): DeskRequest {
  return {
    request_id: row.request_id,
    request_name: row.request_name,
    request_desc: row.request_desc,
    request_email: row.request_email,
    request_phone: row.request_phone,
    request_address: row.request_address,
    // Private files: each a URL signed for 15 minutes, served as 'Document N.ext' (DESIGN §4).
    request_documents: row.request_documents.map((doc, i) =>
      app.media.signedDocumentUrl(row.request_id, i + 1, doc),
    ),
    is_read: row.is_read,
    is_spam: row.is_spam,
    creation_timestamp: isoTimestamp(row.creation_timestamp),
    request_ref: row.request_ref,
    request_status: row.request_status,
    status_changed_at: isoTimestamp(row.status_changed_at),
    assignee_id: row.assignee_id,
    service_id: row.service_id,
    request_lang: row.request_lang,
    request_document_names: row.request_documents.map((doc, i) => doc.name ?? `Document ${i + 1}.${doc.ext}`),
    request_document_facts: row.request_documents.map((doc) => ({
      mime: doc.mime,
      size: doc.size,
      pages: doc.pages ?? null,
    })),
  };
}

export function toRequestEvent(row: RequestEventRow): RequestEvent {
  return { ...row, creation_timestamp: isoTimestamp(row.creation_timestamp) };
}

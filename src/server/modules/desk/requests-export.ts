import {
  LANGS,
  REQUEST_STATUSES,
  REQUEST_STATUS_LABELS,
  formatReference,
  pick,
  type Lang,
  type RequestStatus,
} from '../../../contract';
import type { Db } from '../../db/client';
import { services } from '../../db/schema';
import { isoTimestamp } from '../../db/schema/common';
import { uiStringIn } from '../../seed/ui-strings';
import type { InboxPageQuery } from '../inbox/inbox';
import type { InboxPosition } from '../inbox/inbox.queries';
import { listRequestsAfter, type RequestRow } from '../requests/requests.queries';
import { listAssignees } from './desk.queries';
import type { Cell } from './xlsx';

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

/** Rows read per query while the file is made: memory stays flat at any size. */
export const EXPORT_BATCH = 500;

/**
 * What `GET /requests/export.csv` and `.xlsx` write (decisions 0030, 0031): the header in the
 * exporter's language, and the requests the filters select, newest first, a batch at a time.
 * Each batch is read only when the file asks for it (decision 0048): one query per batch and no
 * count, paged by the last row's (creation time, id), so a request erased meanwhile neither ends
 * the export early nor fails it.
 */
export async function requestsExport(
  db: Db,
  lang: Lang,
  filters: Omit<InboxPageQuery, 'limit' | 'before'>,
): Promise<{ header: readonly string[]; batches: AsyncGenerator<Cell[][]> }> {
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
    const query = { ...filters, limit: EXPORT_BATCH };
    let position: InboxPosition | undefined;
    for (;;) {
      const rows = await listRequestsAfter(db, query, position);
      if (rows.length > 0) yield rows.map(cells);
      const last = rows.at(-1);
      if (!last || rows.length < EXPORT_BATCH) return;
      position = { created: last.creation_timestamp, id: last.request_id };
    }
  }
  return { header: HEADERS[lang], batches: batches() };
}

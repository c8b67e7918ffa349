// The request desk (decision 0030): where a request stands and what happened to it. No zod
// here (the schemas are in desk-schemas.ts): the public track page reads the statuses.

/**
 * A request's life: new → in progress → waiting for the student → delivered → closed.
 * Staff may move it to any other status (a closed request reopens to in progress); each
 * change is recorded with who and when.
 */
export const REQUEST_STATUSES = ['new', 'in_progress', 'waiting', 'delivered', 'closed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const isRequestStatus = (value: unknown): value is RequestStatus =>
  (REQUEST_STATUSES as readonly unknown[]).includes(value);

/** Each status's UI string (seed/ui-strings/desk.ts holds its ar and zh). */
export const REQUEST_STATUS_LABELS: Record<RequestStatus, string> = {
  new: 'New',
  in_progress: 'In progress',
  waiting: 'Waiting for the student',
  delivered: 'Delivered',
  closed: 'Closed',
};

/** The same statuses as the student reads them on the track page: the office waits for *them*. */
export const STUDENT_STATUS_LABELS: Record<RequestStatus, string> = {
  new: 'Request received',
  in_progress: 'In progress',
  waiting: 'Waiting for you',
  delivered: 'Delivered',
  closed: 'Closed',
};

/** The statuses still on the desk: what "assigned to me" counts. */
export const OPEN_STATUSES: readonly RequestStatus[] = ['new', 'in_progress', 'waiting'];

/**
 * A reference as people read and type it: the 12 digits in groups of four (`3FA9-C2D4-1B7E`).
 * `normalizeReference` takes it back whatever the spaces, dashes, case or a leading `#`.
 */
export const formatReference = (ref: string): string => ref.replace(/(.{4})(?=.)/g, '$1-');
export const normalizeReference = (typed: string): string => typed.replace(/[\s#-]/g, '').toUpperCase();
export const REFERENCE_SHAPE = /^[0-9A-F]{12}$/;

/**
 * A student's phone as WhatsApp takes it (`wa.me/<digits>`): international, the country code
 * first. Written `+966 55…`, `00966 55…` or `966 55…` (8 to 15 digits), it is one; a number
 * starting with a single 0 is local and has no country code, so it cannot be (undefined).
 */
export function whatsappNumberOf(phone: string): string | undefined {
  const compact = phone.replace(/[\s().-]/g, '');
  const digits = compact.startsWith('+')
    ? compact.slice(1)
    : compact.startsWith('00')
      ? compact.slice(2)
      : compact.startsWith('0')
        ? ''
        : compact;
  return /^[1-9]\d{7,14}$/.test(digits) ? digits : undefined;
}

/**
 * The WhatsApp greeting to a student, in the request's language: it names the reference
 * and links the track page.
 */
export const STUDENT_GREETING: Record<
  'ar' | 'en' | 'zh',
  /** `trackUrl` null: the server has no public address to link (decision 0050), the sentence goes. */
  (facts: { name: string; reference: string; trackUrl: string | null }) => string
> = {
  ar: (f) =>
    `مرحبًا ${f.name}، نتواصل معك بخصوص طلبك رقم ${f.reference}.${f.trackUrl ? ` يمكنك متابعة حالته هنا: ${f.trackUrl}` : ''}`,
  en: (f) =>
    `Hello ${f.name}, we are writing about your request ${f.reference}.${f.trackUrl ? ` You can follow it here: ${f.trackUrl}` : ''}`,
  zh: (f) =>
    `${f.name}，您好！我们就您的申请 ${f.reference} 与您联系。${f.trackUrl ? `您可以在此查询进度：${f.trackUrl}` : ''}`,
};

/**
 * What a request's history holds: its changes, the staff's thread, the replies sent to
 * the student, and what the retention job deleted (decision 0031).
 */
export const REQUEST_EVENT_KINDS = ['status', 'assigned', 'note', 'reply', 'retention'] as const;

/** The longest note, in characters (a request's description has the same limit). */
export const NOTE_MAX = 10_000;

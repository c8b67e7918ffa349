import { REQUEST_DOCUMENT_TYPES, UPLOAD_LIMITS, type Lang } from '../../contract';
import type { Translate } from '../context/translate';

/** Why a chosen file was not added: the server's limits (contract), checked before sending. */
export type FileProblem =
  | { kind: 'type'; file: string }
  | { kind: 'size'; file: string }
  | { kind: 'count'; file: string }
  | { kind: 'total'; file: string };

// Some systems give no MIME type (a PDF from a file manager on Android, say): the name decides then.
const TYPE_BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
  gif: 'image/gif',
};

function isAccepted(file: File): boolean {
  const type = file.type || TYPE_BY_EXTENSION[file.name.split('.').pop()?.toLowerCase() ?? ''] || '';
  return (REQUEST_DOCUMENT_TYPES as readonly string[]).includes(type);
}

/** The same file picked again (same name, size and modification time) is the same file. */
const sameFile = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * SPEC §5: picked files are appended to those already chosen. Each new file is checked
 * against the server's limits in order (type, size, count, the request's total), so the
 * message names the file that did not fit; a file chosen twice is kept once, silently.
 * A reply from the desk takes fewer files (`maxCount`, decision 0031), with the same checks.
 */
export function appendFiles(
  current: readonly File[],
  picked: readonly File[],
  maxCount: number = UPLOAD_LIMITS.documentsPerRequest,
): { files: File[]; problems: FileProblem[] } {
  const files = [...current];
  const problems: FileProblem[] = [];
  let total = files.reduce((sum, f) => sum + f.size, 0);
  for (const file of picked) {
    if (files.some((f) => sameFile(f, file))) continue;
    if (!isAccepted(file)) problems.push({ kind: 'type', file: file.name });
    else if (file.size > UPLOAD_LIMITS.documentBytes) problems.push({ kind: 'size', file: file.name });
    else if (files.length >= maxCount) problems.push({ kind: 'count', file: file.name });
    else if (total + file.size > UPLOAD_LIMITS.requestDocumentsTotalBytes)
      problems.push({ kind: 'total', file: file.name });
    else {
      files.push(file);
      total += file.size;
    }
  }
  return { files, problems };
}

/**
 * A size people read: kilobytes under a megabyte, else megabytes with one decimal, in the
 * page's language with Latin digits (Arabic spells the unit out: its short form is obscure).
 */
export function formatSize(bytes: number, lang: Lang): string {
  const mega = bytes >= 1024 * 1024;
  const value = mega ? bytes / (1024 * 1024) : Math.max(1, Math.round(bytes / 1024));
  return sizeFormat(lang, mega).format(value);
}

/**
 * The per-file limit as the form's hint prints it, spelled out: the first Intl formatter of
 * a language loads its locale data, ~30 ms of a phone's hydration (~130 ms under
 * Lighthouse's 4× CPU) for one constant. Held to `formatSize`'s output by its test; the
 * sizes of picked files still go through Intl, after hydration.
 */
export const DOCUMENT_LIMIT_TEXT: Readonly<Record<Lang, string>> = {
  ar: '20 ميغابايت',
  en: '20 MB',
  zh: '20 MB',
};

/**
 * Made once per language and unit: an Intl formatter costs far more to build than to use
 * (the form renders sizes on every page view).
 */
const sizeFormats = new Map<string, Intl.NumberFormat>();
function sizeFormat(lang: Lang, mega: boolean): Intl.NumberFormat {
  const key = `${lang} ${mega}`;
  let format = sizeFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(`${lang}-u-nu-latn`, {
      style: 'unit',
      unit: mega ? 'megabyte' : 'kilobyte',
      unitDisplay: lang === 'ar' ? 'long' : 'short',
      maximumFractionDigits: mega ? 1 : 0,
    });
    sizeFormats.set(key, format);
  }
  return format;
}

/** A file that was not added, named, with the limit it broke. */
export function fileProblemText(problem: FileProblem, t: Translate, lang: Lang): string {
  const { file } = problem;
  switch (problem.kind) {
    case 'type':
      return t('{file} is not an image or a PDF, so it was not added.', { file });
    case 'size':
      return t('{file} is larger than {limit}, so it was not added. You can send large files on WhatsApp.', {
        file,
        limit: formatSize(UPLOAD_LIMITS.documentBytes, lang),
      });
    case 'count':
      return t(
        'At most {count, plural, one {# file} other {# files}} can be sent with one request, so {file} was not added.',
        {
          file,
          count: UPLOAD_LIMITS.documentsPerRequest,
        },
      );
    case 'total':
      return t('All files together may be at most {limit}, so {file} was not added.', {
        file,
        limit: formatSize(UPLOAD_LIMITS.requestDocumentsTotalBytes, lang),
      });
  }
}

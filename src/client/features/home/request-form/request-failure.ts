import { toApiClientError } from '../../../api/error-converter';
import { NETWORK_ERROR_CODE, unexpectedErrorMessage } from '../../../api/errors';
import type { Translate } from '../../../context/translate';
import type { FileProblem } from './chosen-files';
import { formatSize } from './chosen-files';
import { UPLOAD_LIMITS, type Lang } from '../../../../contract';

/** The chosen file the server named (`request_documents.1`), when it named one. */
function namedFile(issuesAndMessage: string, files: readonly File[]): string | undefined {
  const index = /request_documents\.(\d+)/.exec(issuesAndMessage)?.[1];
  return index === undefined ? undefined : files[Number(index)]?.name;
}

/**
 * Why a send failed, in the visitor's language (issue 9 §3: SPEC only logs it, but a lost
 * thesis request is worse, so the fields stay and she reads why). 413 and 415 name the
 * file when the server named one; a 429 says how long the limit holds.
 */
export function requestFailureText(error: unknown, files: readonly File[], t: Translate, lang: Lang): string {
  const { status, code, message, issues, retryAfterSeconds } = toApiClientError(error);
  if (code === NETWORK_ERROR_CODE) return t('Network Error. Please check your internet and try again');
  const file = namedFile([message, ...(issues ?? []).map((i) => i.path)].join(' '), files);
  if (status === 429) {
    if (retryAfterSeconds === undefined) return t('You have sent several requests in a short time. Please wait a little and try again.');
    const seconds = Math.ceil(retryAfterSeconds);
    return seconds > 90
      ? t('You have sent several requests in a short time. Please try again in {minutes} minutes.', { minutes: Math.ceil(seconds / 60) })
      : t('You have sent several requests in a short time. Please try again in {seconds} seconds.', { seconds });
  }
  if (status === 413) {
    return file
      ? t('{file} is larger than {limit}. Remove it, or send it to us on WhatsApp.', { file, limit: formatSize(UPLOAD_LIMITS.documentBytes, lang) })
      : t('The files are too large to send together. Remove some of them, or send the large ones to us on WhatsApp.');
  }
  if (status === 415) {
    return file
      ? t('{file} is not an image or a PDF that can be opened. Remove it and try again.', { file })
      : t('One of the files is not an image or a PDF that can be opened. Remove it and try again.');
  }
  if (message === unexpectedErrorMessage(status)) return t('Unexpected error occured (Code {status})', { status });
  return message;
}

/** A file that was not added, named, with the limit it broke. */
export function fileProblemText(problem: FileProblem, t: Translate, lang: Lang): string {
  const { file } = problem;
  switch (problem.kind) {
    case 'type':
      return t('{file} is not an image or a PDF, so it was not added.', { file });
    case 'size':
      return t('{file} is larger than {limit}, so it was not added. You can send large files on WhatsApp.', { file, limit: formatSize(UPLOAD_LIMITS.documentBytes, lang) });
    case 'count':
      return t('At most {count} files can be sent with one request, so {file} was not added.', { file, count: UPLOAD_LIMITS.documentsPerRequest });
    case 'total':
      return t('All files together may be at most {limit}, so {file} was not added.', { file, limit: formatSize(UPLOAD_LIMITS.requestDocumentsTotalBytes, lang) });
  }
}

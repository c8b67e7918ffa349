import { UPLOAD_LIMITS } from '../../../contract';
import type { Db } from '../../db/client';
import { uploadError } from '../../media/data-url';
import { formatMegabytes } from '../../media/limits';
import { readUpload } from './upload-store';

/** A finished upload a request takes: its bytes and the file name the browser gave. */
export interface TakenFile {
  bytes: Buffer;
  name: string | undefined;
}

/**
 * The uploads a request names (`request_uploads`, decision 0064), read whole, in order.
 * Each must be finished; with the request's data-URL documents they are at most ten, and
 * together within the request's documents total (the same limits as data URLs). A refusal
 * names the field (`request_uploads.2`) and comes before anything is stored.
 */
export async function takeUploads(db: Db, ids: readonly string[], alongside: number): Promise<TakenFile[]> {
  if (ids.length === 0) return [];
  if (ids.length + alongside > UPLOAD_LIMITS.documentsPerRequest)
    throw uploadError(
      'VALIDATION',
      'request_uploads',
      `at most ${UPLOAD_LIMITS.documentsPerRequest} documents in all`,
    );
  const taken: TakenFile[] = [];
  let total = 0;
  for (const [i, id] of ids.entries()) {
    const field = `request_uploads.${i}`;
    if (ids.indexOf(id) !== i) throw uploadError('VALIDATION', field, 'the same upload is listed twice');
    const upload = await readUpload(db, id);
    if (!upload.ok)
      throw uploadError(
        'VALIDATION',
        field,
        upload.problem === 'unknown' ? 'no such upload (it may have expired)' : 'the upload is not finished',
      );
    total += upload.bytes.length;
    if (total > UPLOAD_LIMITS.requestDocumentsTotalBytes)
      throw uploadError(
        'PAYLOAD_TOO_LARGE',
        'request_uploads',
        `the documents together are larger than ${formatMegabytes(UPLOAD_LIMITS.requestDocumentsTotalBytes)}`,
      );
    taken.push({ bytes: upload.bytes, name: upload.name });
  }
  return taken;
}

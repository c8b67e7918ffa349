import { UPLOAD_LIMITS } from '../../../contract';
import type { Db } from '../../db/client';
import { uploadError } from '../../media/data-url';
import { formatMegabytes } from '../../media/limits';
import { readUpload } from './upload-store';

/** A finished upload a write takes: its bytes and the file name the browser gave. */
export interface TakenFile {
  bytes: Buffer;
  name: string | undefined;
}

/** Where uploads are named and how many may go with the data URLs beside them. */
export interface UploadsField {
  /** `request_uploads` (a request), `attachment_uploads` (a reply). */
  field: string;
  /** How many files came as data URLs beside them. */
  alongside: number;
  /** At most this many files in all. */
  max: number;
}

/**
 * The uploads a write names (decision 0064), read whole, in order. Each must be finished;
 * with the data-URL files beside them they are at most `max`, and together within a
 * request's documents total (the same limits as data URLs). A refusal names the field
 * (`request_uploads.2`) and comes before anything is stored.
 */
export async function takeUploads(
  db: Db,
  ids: readonly string[],
  { field: name, alongside, max }: UploadsField,
): Promise<TakenFile[]> {
  if (ids.length === 0) return [];
  if (ids.length + alongside > max) throw uploadError('VALIDATION', name, `at most ${max} files in all`);
  const taken: TakenFile[] = [];
  let total = 0;
  for (const [i, id] of ids.entries()) {
    const field = `${name}.${i}`;
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
        name,
        `the files together are larger than ${formatMegabytes(UPLOAD_LIMITS.requestDocumentsTotalBytes)}`,
      );
    taken.push({ bytes: upload.bytes, name: upload.name });
  }
  return taken;
}

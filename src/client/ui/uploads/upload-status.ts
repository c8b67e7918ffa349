import type { Translate } from '../../context/translate';
import type { DocumentUpload } from './use-document-uploads';

/** How much of a file its upload has stored, 0–100. */
export const uploadPercent = (file: File, upload: DocumentUpload | undefined): number =>
  file.size === 0 ? 100 : Math.floor((Math.min(upload?.sent ?? 0, file.size) / file.size) * 100);

/** Where a file's upload stands, in words (decision 0064). */
export function uploadStatusText(file: File, upload: DocumentUpload | undefined, t: Translate): string {
  switch (upload?.status) {
    case 'done':
      return t('Uploaded');
    case 'waiting':
      return t('Waiting for the connection…');
    case 'failed':
      return t('This file was not accepted');
    default:
      return t('Uploading… {percent}%', { percent: uploadPercent(file, upload) });
  }
}

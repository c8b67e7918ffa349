import type { Translate } from '../../../context/translate';
import { describeApiFailure, failedUploadIndex, waitText } from '../../../api/describe-api-failure';
import { formatSize } from '../../../ui/chosen-files';
import { UPLOAD_LIMITS, type Lang } from '../../../../contract';

/**
 * Why a send failed, in the visitor's language (decision 0005: SPEC only logs it, but a
 * lost thesis request is worse, so the fields stay and she reads why). 413 and 415 name
 * the file when the server's issues named one (`request_uploads.<i>`); a 429 says how
 * long the limit holds.
 */
export function requestFailureText(error: unknown, files: readonly File[], t: Translate, lang: Lang): string {
  const fileOf = (failure: Parameters<typeof failedUploadIndex>[0]) => {
    // The form sends its files as uploads (decision 0064); a client written to SPEC as data URLs.
    const index =
      failedUploadIndex(failure, 'request_uploads') ?? failedUploadIndex(failure, 'request_documents');
    return index === undefined ? undefined : files[index]?.name;
  };
  return describeApiFailure(error, t, {
    429: (failure) =>
      waitText(failure, {
        unknown: () =>
          t('You have sent several requests in a short time. Please wait a little and try again.'),
        minutes: (minutes) =>
          t(
            'You have sent several requests in a short time. Please try again in {minutes, plural, one {# minute} other {# minutes}}.',
            {
              minutes,
            },
          ),
        seconds: (seconds) =>
          t(
            'You have sent several requests in a short time. Please try again in {seconds, plural, one {# second} other {# seconds}}.',
            {
              seconds,
            },
          ),
      }),
    413: (failure) => {
      const file = fileOf(failure);
      return file
        ? t('{file} is larger than {limit}. Remove it, or send it to us on WhatsApp.', {
            file,
            limit: formatSize(UPLOAD_LIMITS.documentBytes, lang),
          })
        : t(
            'The files are too large to send together. Remove some of them, or send the large ones to us on WhatsApp.',
          );
    },
    415: (failure) => {
      const file = fileOf(failure);
      return file
        ? t('{file} is not an image or a PDF that can be opened. Remove it and try again.', { file })
        : t('One of the files is not an image or a PDF that can be opened. Remove it and try again.');
    },
  });
}

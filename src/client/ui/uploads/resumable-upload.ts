import { Upload, type DetailedError } from 'tus-js-client';
import { UPLOADS_PATH, UPLOAD_PART_BYTES } from '../../../contract';

/** What an upload tells the form as it goes (decision 0064). */
export interface UploadEvents {
  /** Bytes the server has (or is taking) of the file. */
  progress: (sent: number) => void;
  /** The connection is away: the upload goes on by itself when it is back. */
  waiting: () => void;
  /** Every byte is stored: the request names the upload by this id. */
  done: (id: string) => void;
  /** The server refused the file (its type, its size): trying again would not help. */
  failed: () => void;
}

export interface RunningUpload {
  /** Stops sending; `drop` also asks the server to forget what it holds (the student removed the file). */
  stop: (drop: boolean) => void;
}

/** How long a cut connection is given before the next try when the browser still says it is online. */
const RETRY_WHILE_CUT_MS = 3000;
/** Tries after a failed part before the upload says it is waiting: about half a minute. */
const RETRY_DELAYS_MS = [0, 1000, 2000, 4000, 8000, 15000];

const statusOf = (error: Error) => (error as DetailedError).originalResponse?.getStatus() ?? 0;
/** No answer (the network), or one that may pass (the server restarting, another try of the same part). */
const passing = (status: number) =>
  status === 0 || status >= 500 || status === 409 || status === 423 || status === 429;

/**
 * Sends `file` with tus to `/api/uploads`, in parts of UPLOAD_PART_BYTES (a cut loses at most
 * the part on its way; behind nginx, which buffers a request's body, a whole-file send would
 * lose everything). A part that fails is sent again; each try asks the server first where to
 * go on from (HEAD), so no byte is sent twice but the part that was cut. While the
 * connection is away it waits, however long, and goes on when it is back. A file chosen again
 * after a reload goes on from what the server holds (tus' fingerprint in localStorage).
 */
export function startUpload(file: File, on: UploadEvents): RunningUpload {
  let stopped = false;
  let resume: (() => void) | undefined;
  const upload = new Upload(file, {
    endpoint: UPLOADS_PATH,
    chunkSize: UPLOAD_PART_BYTES,
    retryDelays: RETRY_DELAYS_MS,
    metadata: { filename: file.name, filetype: file.type },
    storeFingerprintForResuming: true,
    removeFingerprintOnSuccess: true,
    onProgress: (sent) => on.progress(sent),
    onShouldRetry: (error) => navigator.onLine !== false && passing(statusOf(error)),
    onSuccess: () => on.done(String(upload.url).split('/').pop() ?? ''),
    onError: (error) => {
      if (stopped) return;
      if (!passing(statusOf(error))) {
        on.failed();
        return;
      }
      // Away: wait for the connection (or, when the browser never said it went, a while), then go on.
      on.waiting();
      const again = () => {
        window.removeEventListener('online', again);
        clearTimeout(timer);
        resume = undefined;
        if (!stopped) upload.start();
      };
      const timer = setTimeout(again, navigator.onLine === false ? 2 ** 31 - 1 : RETRY_WHILE_CUT_MS);
      window.addEventListener('online', again);
      resume = again;
    },
  });
  void upload
    .findPreviousUploads()
    .then((previous) => {
      if (previous[0]) upload.resumeFromPreviousUpload(previous[0]);
    })
    .catch(() => undefined)
    .finally(() => {
      if (!stopped) upload.start();
    });
  return {
    stop(drop) {
      stopped = true;
      if (resume) window.removeEventListener('online', resume);
      void upload.abort(drop).catch(() => undefined);
    },
  };
}

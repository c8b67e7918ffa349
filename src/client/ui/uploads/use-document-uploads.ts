import { useCallback, useEffect, useRef, useState } from 'react';
import { retryImport } from '../../render/retry-import';
import type { RunningUpload, startUpload } from './resumable-upload';

type UploadStatus = 'uploading' | 'waiting' | 'done' | 'failed';

/** Where one chosen file's upload stands. */
export interface DocumentUpload {
  status: UploadStatus;
  /** Bytes the server has (or is taking). */
  sent: number;
  /** The upload's id, once every byte is stored. */
  id?: string;
}

/** A chosen file whose upload was refused (its type, its size): the form names it. */
export class UploadRefused extends Error {}

/** When a file whose uploader's code could not be fetched is tried again, if the browser never says it is online. */
const UPLOADER_RETRY_MS = 30_000;

let loadingUploader: Promise<{ startUpload: typeof startUpload }> | undefined;
/** tus-js-client and the upload's logic: loaded when the first file is chosen, never with the page. */
const uploader = () =>
  (loadingUploader ??= retryImport(() => import('./resumable-upload')).catch((error: unknown) => {
    loadingUploader = undefined;
    throw error;
  }));

/**
 * The request form's documents, each uploaded (decision 0064) as soon as it is chosen, while
 * the student goes on typing: `files` is the form's list; a file that joins it starts, one
 * that leaves it stops and is dropped on the server. `whenDone` resolves with the uploads' ids,
 * in the list's order, once every file is stored (however long the connection is away), and
 * rejects with `UploadRefused` if the server refused one. `forget` lets them go without
 * dropping them: the request that named them took them.
 */
export function useDocumentUploads(files: readonly File[]) {
  const [uploads, setUploads] = useState<ReadonlyMap<File, DocumentUpload>>(new Map());
  // Bumped to start again the files whose uploader's code could not be fetched.
  const [tries, setTries] = useState(0);
  const running = useRef(new Map<File, RunningUpload | 'starting'>());
  const latest = useRef(uploads);
  latest.current = uploads;
  const listeners = useRef(new Set<() => void>());

  const update = useCallback((file: File, change: Partial<DocumentUpload>) => {
    setUploads((all) => {
      const current = all.get(file);
      if (!current && !running.current.has(file)) return all;
      const next = new Map(all);
      next.set(file, { status: 'uploading', sent: 0, ...current, ...change });
      return next;
    });
  }, []);

  useEffect(() => {
    for (const listener of listeners.current) listener();
  }, [uploads]);

  useEffect(() => {
    for (const file of files) {
      if (running.current.has(file)) continue;
      running.current.set(file, 'starting');
      update(file, { status: 'uploading', sent: 0 });
      void uploader().then(
        ({ startUpload }) => {
          if (running.current.get(file) !== 'starting') return;
          running.current.set(
            file,
            startUpload(file, {
              progress: (sent) => update(file, { sent, status: 'uploading' }),
              waiting: () => update(file, { status: 'waiting' }),
              done: (id) => update(file, { status: 'done', sent: file.size, id }),
              failed: () => update(file, { status: 'failed' }),
            }),
          );
        },
        () => {
          // The code could not be fetched, though tried again (decision 0062): this file waits
          // and starts once the connection is back, or in half a minute.
          running.current.delete(file);
          update(file, { status: 'waiting' });
          const again = () => {
            window.removeEventListener('online', again);
            clearTimeout(timer);
            setTries((n) => n + 1);
          };
          const timer = setTimeout(again, UPLOADER_RETRY_MS);
          window.addEventListener('online', again);
        },
      );
    }
    for (const [file, upload] of running.current) {
      if (files.includes(file)) continue;
      running.current.delete(file);
      if (upload !== 'starting') upload.stop(true);
      setUploads((all) => {
        const next = new Map(all);
        next.delete(file);
        return next;
      });
    }
  }, [files, update, tries]);

  // The page going away stops sending; the server keeps what it has for a day.
  useEffect(
    () => () => {
      for (const upload of running.current.values()) if (upload !== 'starting') upload.stop(false);
    },
    [],
  );

  const whenDone = useCallback(
    (wanted: readonly File[]): Promise<string[]> =>
      new Promise((resolve, reject) => {
        const check = () => {
          const states = wanted.map((file) => latest.current.get(file));
          if (states.some((s) => s?.status === 'failed')) {
            listeners.current.delete(check);
            reject(new UploadRefused());
          } else if (states.every((s) => s?.status === 'done' && s.id)) {
            listeners.current.delete(check);
            resolve(states.map((s) => s!.id!));
          }
        };
        listeners.current.add(check);
        check();
      }),
    [],
  );

  const forget = useCallback(() => {
    running.current.clear();
    setUploads(new Map());
  }, []);

  return { uploads, whenDone, forget };
}

/** The documents' progress together, 0–100, and whether any waits for the connection. */
export function overallProgress(files: readonly File[], uploads: ReadonlyMap<File, DocumentUpload>) {
  const total = files.reduce((sum, file) => sum + file.size, 0);
  const sent = files.reduce((sum, file) => sum + Math.min(uploads.get(file)?.sent ?? 0, file.size), 0);
  return {
    percent: total === 0 ? 100 : Math.floor((sent / total) * 100),
    waiting: files.some((file) => uploads.get(file)?.status === 'waiting'),
  };
}

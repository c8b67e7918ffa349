import type { FastifyInstance } from 'fastify';

/** tus 1.0 calls on the app (decision 0064), as tus-js-client makes them. */
const TUS = { 'tus-resumable': '1.0.0' };
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** `POST /api/uploads` of a file of `size` bytes: the answer (its `Location` names the upload). */
export const createUpload = (
  app: FastifyInstance,
  size: number,
  filetype = 'application/pdf',
  filename = 'الفصل الثالث.pdf',
) =>
  app.inject({
    method: 'POST',
    url: '/api/uploads',
    headers: {
      ...TUS,
      'upload-length': String(size),
      'upload-metadata': `filename ${b64(filename)},filetype ${b64(filetype)}`,
    },
  });

/** `PATCH` of `bytes` at `offset` to the upload at `location`. */
export const sendUploadPart = (app: FastifyInstance, location: string, offset: number, bytes: Buffer) =>
  app.inject({
    method: 'PATCH',
    url: location,
    headers: { ...TUS, 'upload-offset': String(offset), 'content-type': 'application/offset+octet-stream' },
    payload: bytes,
  });

/** `HEAD` of the upload at `location`: its `Upload-Offset`. */
export const uploadOffset = (app: FastifyInstance, location: string) =>
  app.inject({ method: 'HEAD', url: location, headers: TUS });

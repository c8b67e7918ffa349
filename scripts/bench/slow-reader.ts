// The clients of `npm run bench:export` (decision 0048): raw sockets, so nothing between the
// benchmark and the server reads ahead, buffers or decompresses. One takes a download as fast as
// it can; the other takes a fixed number of bytes a second, as a slow connection does, and then
// hangs up.
import { connect, type Socket } from 'node:net';

export interface Download {
  method?: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

function open(port: number, { method = 'GET', path, headers, body }: Download): Socket {
  const socket = connect({ port, host: '127.0.0.1' });
  const lines = [
    `${method} ${path} HTTP/1.1`,
    `host: 127.0.0.1:${port}`,
    // As sent by a client that asks for no compression: the bytes counted are the server's.
    'accept-encoding: identity',
    'connection: close',
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    ...(body === undefined ? [] : [`content-length: ${Buffer.byteLength(body)}`]),
  ];
  socket.write(`${lines.join('\r\n')}\r\n\r\n${body ?? ''}`);
  return socket;
}

/** The whole answer, read as fast as it comes: its size (headers included) and the status line. */
export function readAll(port: number, download: Download): Promise<{ bytes: number; status: string }> {
  return new Promise((resolve, reject) => {
    const socket = open(port, download);
    let bytes = 0;
    let status = '';
    socket.on('data', (chunk: Buffer) => {
      if (bytes === 0) status = chunk.subarray(0, chunk.indexOf('\r\n')).toString();
      bytes += chunk.length;
    });
    socket.on('end', () => resolve({ bytes, status }));
    socket.on('error', reject);
  });
}

/**
 * Reads `bytesPerSecond` for `seconds` (a slice every 100 ms), calling `onTick` every tick, then
 * closes the connection. The socket's own buffer and the kernel's hold what is not read yet:
 * what the server may write ahead of the reader without any pushing back.
 */
export function readSlowly(
  port: number,
  download: Download,
  { bytesPerSecond, seconds, onTick }: { bytesPerSecond: number; seconds: number; onTick: () => void },
): Promise<{ bytes: number; status: string; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = open(port, download);
    socket.on('error', reject);
    let bytes = 0;
    let status = '';
    let ended = false;
    socket.on('end', () => (ended = true));
    const slice = Math.max(1, Math.round(bytesPerSecond / 10));
    const started = performance.now();
    const timer = setInterval(() => {
      onTick();
      const chunk = socket.read(Math.min(slice, socket.readableLength)) as Buffer | null;
      if (chunk) {
        if (bytes === 0) status = chunk.subarray(0, Math.max(0, chunk.indexOf('\r\n'))).toString();
        bytes += chunk.length;
      }
      if (performance.now() - started >= seconds * 1000 || ended) {
        clearInterval(timer);
        socket.destroy();
        resolve({ bytes, status, ended });
      }
    }, 100);
  });
}

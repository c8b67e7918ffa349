// The clients of `npm run bench:export` (decision 0048): raw sockets, so nothing between the
// benchmark and the server reads ahead, buffers or decompresses. One takes a download as fast as
// it can; the other takes a fixed number of bytes a second, as a slow connection does, and then
// hangs up.
import { execFileSync } from 'node:child_process';
import { connect, type NetConnectOpts, type Socket } from 'node:net';

export interface Download {
  method?: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
}

function open(port: number, { method = 'GET', path, headers, body }: Download, readAhead?: number): Socket {
  // A socket is a stream: Node passes its stream options on, though its types do not say so.
  const options: NetConnectOpts & { readableHighWaterMark?: number } = {
    port,
    host: '127.0.0.1',
    readableHighWaterMark: readAhead,
  };
  const socket = connect(options);
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
 * Where a slow reader's download was when it hung up, in bytes, headers included: what the
 * server had written into its socket, and where that was. The kernel's queues are read with
 * `ss` (iproute2), the client's own buffer from its socket; the server's stream may hold up to
 * its highWaterMark more (download-stream.ts), which no tool outside it sees.
 */
export interface Buffered {
  /** Written by the server into its socket: taken by the client's kernel, or still queued. */
  serverWrote: number;
  /** In the server's socket send buffer, not yet taken by the client's kernel. */
  serverSendQueue: number;
  /** In the client's socket receive buffer, not yet taken by the client. */
  clientReceiveQueue: number;
  /** Taken from the kernel by the client's socket, not yet read (at most its readAhead). */
  clientStream: number;
  /** Read. */
  read: number;
}

/** The kernel's queues of the connection between `serverPort` and `clientPort` on 127.0.0.1. */
function kernelQueues(serverPort: number, clientPort: number) {
  const out = execFileSync(
    'ss',
    [
      '-tinH',
      'state',
      'established',
      `( sport = :${serverPort} and dport = :${clientPort} ) or ( sport = :${clientPort} and dport = :${serverPort} )`,
    ],
    { encoding: 'utf8' },
  );
  const queues = { serverSendQueue: 0, serverAcked: 0, clientReceiveQueue: 0 };
  const lines = out.split('\n');
  lines.forEach((line, i) => {
    const m = /^\s*(\d+)\s+(\d+)\s+\S+:(\d+)\s+\S+:(\d+)/.exec(line);
    if (!m) return;
    if (Number(m[3]) === serverPort) {
      queues.serverSendQueue = Number(m[2]);
      // bytes_acked counts the SYN too.
      queues.serverAcked = Number(/bytes_acked:(\d+)/.exec(lines[i + 1] ?? '')?.[1] ?? 1) - 1;
    } else queues.clientReceiveQueue = Number(m[1]);
  });
  return queues;
}

/**
 * Reads `bytesPerSecond` for `seconds` (a slice every 100 ms), calling `onTick` every tick, then
 * closes the connection. The client's socket takes from the kernel no more than a slice ahead of
 * what is read; the kernel's buffers, the server's send buffer and the client's receive buffer,
 * take what they will without any pushing back: `buffered` says how much, as it hung up.
 */
export function readSlowly(
  port: number,
  download: Download,
  { bytesPerSecond, seconds, onTick }: { bytesPerSecond: number; seconds: number; onTick: () => void },
): Promise<{ bytes: number; status: string; ended: boolean; buffered: Buffered }> {
  return new Promise((resolve, reject) => {
    const slice = Math.max(1, Math.round(bytesPerSecond / 10));
    const socket = open(port, download, slice);
    socket.on('error', reject);
    let bytes = 0;
    let status = '';
    let ended = false;
    socket.on('end', () => (ended = true));
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
        const { serverAcked, serverSendQueue, clientReceiveQueue } = kernelQueues(port, socket.localPort!);
        const buffered = {
          serverWrote: serverAcked + serverSendQueue,
          serverSendQueue,
          clientReceiveQueue,
          clientStream: socket.readableLength,
          read: bytes,
        };
        socket.destroy();
        resolve({ bytes, status, ended, buffered });
      }
    }, 100);
  });
}

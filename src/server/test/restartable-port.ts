import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * A free port for a server that a test stops and starts again on the same port.
 *
 * Why not `listen(0)`: the kernel hands out ports from its ephemeral range, the same range
 * it draws the local ports of outgoing connections from. While the server is down, the
 * test's own load (hundreds of fetches, the app's reconnect attempts) opens connections,
 * and one of them can take the server's port as its local port; the restart's bind then
 * fails with EADDRINUSE (CI saw `pg_ctl: could not start server` this way, stop 24).
 * A port below the ephemeral range is never given to an outgoing connection.
 */
export async function restartablePort(): Promise<number> {
  const low = ephemeralLow();
  const bottom = Math.max(1024, low - 8_000);
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = bottom + Math.floor(Math.random() * (low - bottom));
    if (await canListen(port)) return port;
  }
  throw new Error(`no free port found in ${bottom}–${low - 1}`);
}

function ephemeralLow(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    if (Number.isInteger(low) && low > 2_048) return low;
  } catch {
    // Not Linux: the IANA range starts at 49152.
  }
  return 49_152;
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

// What a server holds, as opposed to what V8 has not yet given back. After a load, V8 keeps
// its grown heap until its next full collection, and an idle server allocates too little to
// start one. Behind nginx, the instances' RSS stayed 20–55 % above their warm-up figure a
// minute after the load; yet a full collection brought one instance back to the same
// 321 MB after each of three rounds of load (measured 2026-11-24). So `npm run bench:load`
// reports both: the RSS as it is, and the RSS after a full collection, which is what a
// leak would raise.
//
// The collection goes through the inspector. The server is started with `--inspect-port`
// (the inspector stays off: nothing changes during the load) and SIGUSR1 opens it, on
// loopback, when the load is over. Benchmarks only.
import { readFileSync } from 'node:fs';
import WebSocket from 'ws';
import { freePort } from '../perf/built-server';

/** The environment that lets `rssAfterFullGc` reach a server later, and the port it will use. */
export async function inspectable(): Promise<{ port: number; env: { NODE_OPTIONS: string } }> {
  const port = await freePort();
  return {
    port,
    env: { NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --inspect-port=127.0.0.1:${port}`.trim() },
  };
}

export const rssMb = (pid: number) =>
  Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;

async function debuggerUrl(port: number): Promise<string> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    try {
      const [target] = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as {
        webSocketDebuggerUrl: string;
      }[];
      if (target) return target.webSocketDebuggerUrl;
    } catch (error) {
      if (Date.now() > deadline) throw error;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * Runs two full collections in the server `pid` (started with `inspectable()`'s env) and
 * returns its RSS after them, in MB.
 */
export async function rssAfterFullGc(pid: number, port: number): Promise<number> {
  process.kill(pid, 'SIGUSR1');
  const ws = new WebSocket(await debuggerUrl(port));
  await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
  let id = 0;
  const call = (method: string) =>
    new Promise<void>((resolve) => {
      const mine = ++id;
      const onMessage = (data: Buffer) => {
        if ((JSON.parse(data.toString()) as { id?: number }).id !== mine) return;
        ws.off('message', onMessage);
        resolve();
      };
      ws.on('message', onMessage);
      ws.send(JSON.stringify({ id: mine, method }));
    });
  try {
    await call('HeapProfiler.enable');
    // Two: the first finalises what the second frees (weak references, finalisers).
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.disable');
  } finally {
    ws.close();
  }
  return rssMb(pid);
}

// What `npm run bench:scale` measures of a running server (decision 0028): bytes on the
// wire as a browser gets them, times, and the process's memory.
import { readFileSync } from 'node:fs';
import { request } from 'node:http';

export interface Wire {
  status: number;
  /** Bytes on the wire, as sent (compressed when asked), and the time to the last byte. */
  bytes: number;
  ms: number;
}

/** One GET, nothing decompressed: what a browser downloads with that Accept-Encoding. */
export function wire(
  url: string,
  encoding: 'br' | 'identity',
  headers: Record<string, string> = {},
): Promise<Wire> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { headers: { 'accept-encoding': encoding, cookie: 'lang=ar', ...headers } },
      (res) => {
        let bytes = 0;
        res.on('data', (chunk: Buffer) => (bytes += chunk.length));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, ms: performance.now() - started }));
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end();
  });
}

/** The median of `runs` timings of one call (the first, a cold one, left out). */
export async function medianMs(call: () => Promise<unknown>, runs = 5): Promise<number> {
  await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await call();
    times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b)[Math.floor(runs / 2)]!;
}

/** The 95th percentile of `runs` timings of each call, taken in turn (each first, cold, run left out). */
export async function p95Ms(calls: readonly (() => Promise<unknown>)[], runs = 10): Promise<number> {
  for (const call of calls) await call();
  const times: number[] = [];
  for (let i = 0; i < runs; i++)
    for (const call of calls) {
      const started = performance.now();
      await call();
      times.push(performance.now() - started);
    }
  return times.sort((a, b) => a - b)[Math.ceil(times.length * 0.95) - 1]!;
}

/** Resident memory now and its high-water mark, in MB (Linux). */
export function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(new RegExp(`${name}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: Math.round(kb('VmRSS') / 1024), peak: Math.round(kb('VmHWM') / 1024) };
}

const descendants = (pid: number): number[] => {
  try {
    const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
    return children.flatMap((child) => [child, ...descendants(child)]);
  } catch {
    return []; // gone meanwhile
  }
};

/**
 * The highest sum of resident memory of this process's descendants (the server and any
 * child of it), sampled every 100 ms until `stop()`: a first start prepares the data
 * directory in a child of the server's launcher (decision 0029), and what a machine must
 * hold is both.
 */
export function treePeakSampler(): { stop: () => number } {
  let peak = 0;
  const timer = setInterval(() => {
    const sum = descendants(process.pid).reduce((total, pid) => {
      try {
        return total + memoryOf(pid).rss;
      } catch {
        return total;
      }
    }, 0);
    peak = Math.max(peak, sum);
  }, 100);
  return { stop: () => (clearInterval(timer), peak) };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number) => `${value.toFixed(0)} ms`;

/** A table as plain text: a header row, then the rows, columns padded. */
export function table(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, c) => Math.max(...rows.map((r) => r[c]!.length)));
  return rows
    .map((r) =>
      r.map((cell, c) => (c === 0 ? cell.padEnd(widths[c]!) : cell.padStart(widths[c]!))).join('  '),
    )
    .join('\n');
}

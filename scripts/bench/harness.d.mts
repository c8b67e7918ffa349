// Types for the part of harness.mjs that TypeScript scripts use (bench:load, bench:export).
export const ROOT: string;
export function withPostgresDatabase<T>(fn: (url: string) => Promise<T>): Promise<T>;
export function startServer(
  mode: 'bare' | 'pages' | 'app',
  kind?: string,
  env?: Record<string, string>,
): Promise<{
  child: import('node:child_process').ChildProcess;
  port: number;
  mediaUrl?: string;
  /** The process that serves (tsx runs server.ts in a child of its own). */
  pid: number;
}>;
export function cpuMsOf(pid: number): number;

// Lighthouse's CPU throttling is relative to the host: its simulated 4x slowdown assumes a
// desktop-class host, and Lighthouse's own docs (docs/throttling.md, "Calibrating the CPU
// slowdown") ask for a lower multiplier on a slower one. Its benchmark index is the usual
// guide, but it does not see what makes some of our machines slow: they hand a process
// fresh memory 15-20x slower than the others (0.2-0.35 GB/s where ours normally give ~5),
// and a browser's page load is mostly fresh memory. On such a host the same build's
// main-thread tasks take 2-3x longer, and Lighthouse multiplies them by 4 on top. The
// side-by-side figures that set 2x there are in docs/decisions/0016-lighthouse-host-calibration.md.
import { readFileSync } from 'node:fs';

/** Below this, the host is one of the slow-memory ones (GB/s, fresh memory filled). */
export const SLOW_MEMORY_GB_PER_SECOND = 1;
/** Lighthouse's default: a desktop-class host to a mid-range phone. */
const DEFAULT_MULTIPLIER = 4;
/** On a slow-memory host, measured to be at least as strict as 4x on our usual hosts (above). */
const SLOW_MEMORY_MULTIPLIER = 2;

export interface HostCalibration {
  freshMemoryGbPerSecond: number;
  cpuSlowdownMultiplier: number;
  /** One line saying what was measured and which multiplier follows. */
  summary: string;
}

/** How fast this host hands a process fresh memory (GB/s): 256 MB filled, first touch. */
function freshMemoryGbPerSecond(): number {
  const bytes = 256 * 1024 * 1024;
  const started = process.hrtime.bigint();
  Buffer.alloc(bytes, 1);
  return bytes / (Number(process.hrtime.bigint() - started) / 1e9) / 1e9;
}

/**
 * The CPU multiplier for this host: the median of three fresh-memory measurements picks 4x
 * or 2x; `LH_CPU_MULTIPLIER` overrides it (e.g. 4, to see Lighthouse's default on any host).
 */
export function calibrateHost(env: NodeJS.ProcessEnv = process.env): HostCalibration {
  const rate = [freshMemoryGbPerSecond(), freshMemoryGbPerSecond(), freshMemoryGbPerSecond()].sort((a, b) => a - b)[1]!;
  const forced = env.LH_CPU_MULTIPLIER ? Number(env.LH_CPU_MULTIPLIER) : undefined;
  if (forced !== undefined && !(forced >= 1 && forced <= 20)) throw new Error(`LH_CPU_MULTIPLIER must be a number from 1 to 20, not "${env.LH_CPU_MULTIPLIER}"`);
  const slow = rate < SLOW_MEMORY_GB_PER_SECOND;
  const multiplier = forced ?? (slow ? SLOW_MEMORY_MULTIPLIER : DEFAULT_MULTIPLIER);
  const why =
    forced !== undefined
      ? 'set by LH_CPU_MULTIPLIER'
      : slow
        ? `a slow-memory host (under ${SLOW_MEMORY_GB_PER_SECOND} GB/s): Lighthouse's 4x would count its slowness twice (docs/decisions/0016)`
        : "Lighthouse's default";
  return {
    freshMemoryGbPerSecond: rate,
    cpuSlowdownMultiplier: multiplier,
    summary: `host fills fresh memory at ${rate.toFixed(2)} GB/s; CPU slowdown ${multiplier}x (${why})`,
  };
}

/** The share of the CPUs' time spent idle over `ms` (/proc/stat; 1 where it cannot be read). */
async function idleShare(ms: number): Promise<number> {
  const sample = () => {
    const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!.trim().split(/\s+/).slice(1).map(Number);
    return { idle: fields[3]! + (fields[4] ?? 0), total: fields.reduce((a, b) => a + b, 0) };
  };
  try {
    const before = sample();
    await new Promise((resolve) => setTimeout(resolve, ms));
    const after = sample();
    return (after.idle - before.idle) / Math.max(1, after.total - before.total);
  } catch {
    return 1;
  }
}

/**
 * Waits until the machine is quiet (two seconds in a row at least 85 % idle; 60 s at most):
 * the gate runs right after the test suite, whose servers and databases are still winding
 * down for a while, and on 2 cores anything running beside Lighthouse costs it points (the
 * first run after the suite scored 83 where the next two scored 93 and 96, 2026-11-25).
 * Returns a line saying how long it waited.
 */
export async function waitForQuietHost(): Promise<string> {
  const started = Date.now();
  let quiet = 0;
  let last = 0;
  while (quiet < 2 && Date.now() - started < 60_000) {
    last = await idleShare(1_000);
    quiet = last >= 0.85 ? quiet + 1 : 0;
  }
  const waited = ((Date.now() - started) / 1000).toFixed(0);
  return quiet >= 2 ? `host quiet after ${waited} s (${Math.round(last * 100)} % idle)` : `host still busy after ${waited} s (${Math.round(last * 100)} % idle): scores may be low`;
}

/** Asks for a page once, so that the measured loads are served from the page cache, as visitors' are. */
export async function warmPage(url: string): Promise<void> {
  await (await fetch(url)).arrayBuffer();
}

import v8 from 'node:v8';

/**
 * PGlite is PostgreSQL compiled to WebAssembly. Node 24's V8 first compiles it with its
 * baseline compiler (Liftoff) and later recompiles the functions that run hot with its
 * optimising one (TurboFan). One of them, a function of ~105 KB of WebAssembly, costs
 * TurboFan 4–5 s and 640 MB of compiler memory, a few seconds after every start: the
 * process peaked at ~650 MB with an empty database, before serving anything. Liftoff alone
 * keeps that peak near 140 MB; queries run 10–30 % slower (decision 0029).
 *
 * The same switch keeps V8 from ever freeing and replacing compiled WebAssembly, the path
 * of the abort in nodejs/node#64500 (decision 0025's addendum). `--no-wasm-tier-up` alone
 * does neither on Node 24: dynamic tiering still recompiles hot functions.
 *
 * The flags are read when a module is compiled, so they are set before the first PGlite
 * compiles its module; the process is the server's own (PostgreSQL deployments never get
 * here), and it runs no other WebAssembly.
 */
const BASELINE_ONLY = ['--liftoff-only', '--no-wasm-tier-up', '--no-wasm-dynamic-tiering'] as const;

let applied = false;

export function compileWasmBaselineOnly(): void {
  if (applied) return;
  applied = true;
  for (const flag of BASELINE_ONLY) v8.setFlagsFromString(flag);
}

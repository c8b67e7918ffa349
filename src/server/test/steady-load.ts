import http from 'node:http';

/**
 * What a steady load saw: each outcome and how many times. An outcome is the status
 * ("200", "503"), with " after N tries" when nginx (started with `showTries`) tried N
 * instances for it, or the error's code ("ECONNRESET", "TIMEOUT").
 */
interface LoadTally {
  total: number;
  outcomes: Record<string, number>;
  /** Outcomes `allowed` refused, with when they happened (ms since the load began). */
  firstUnexpected: { at: number; outcome: string; path: string }[];
}

export interface SteadyLoad {
  /**
   * Resolves once `count` more answers (whatever their outcome) have come in than when it
   * was called: the load is under way, or has gone on through what happened meanwhile.
   */
  answers(count: number): Promise<void>;
  /** Ends the load once the requests in flight have answered. */
  stop(): Promise<LoadTally>;
}

/**
 * `connections` clients that each send GETs for `paths` in turn, one after the other,
 * over keep-alive connections, as a crowd of visitors does, until `stop()`. Every
 * answer is counted by its status, every failure by its error code, so a test can say
 * "nothing but 200" or "no 502" over seconds of load while instances or the database
 * come and go. Outcomes `allowed` accepts are counted only; the others are also listed
 * with their time (the first 20), which is what a failed assertion needs to be read.
 */
export interface SteadyLoadOptions {
  connections?: number;
  /** The clients' local address (the visitor nginx sees). */
  from?: string;
  allowed?: (outcome: string) => boolean;
  headers?: Record<string, string>;
}

export function steadyLoad(
  port: number,
  paths: string[],
  {
    connections = 16,
    from = '127.0.0.5',
    allowed = (outcome) => outcome === '200',
    headers = {},
  }: SteadyLoadOptions = {},
): SteadyLoad {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, localAddress: from });
  const started = Date.now();
  const tally: LoadTally = { total: 0, outcomes: {}, firstUnexpected: [] };
  let running = true;
  const waiting: { total: number; resolve: () => void }[] = [];

  const once = (path: string) =>
    new Promise<string>((resolve) => {
      const req = http.get({ host: '127.0.0.1', port, path, agent, headers, timeout: 15_000 }, (res) => {
        res.resume();
        const tries = String(res.headers['x-upstream-tries'] ?? '').split(',').length;
        res.on('end', () =>
          resolve(tries > 1 ? `${res.statusCode} after ${tries} tries` : String(res.statusCode)),
        );
        res.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
      });
      req.on('timeout', () => req.destroy(Object.assign(new Error('timeout'), { code: 'TIMEOUT' })));
      req.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? error.message));
    });

  const client = async (offset: number) => {
    for (let i = offset; running; i++) {
      const path = paths[i % paths.length]!;
      const outcome = await once(path);
      tally.total++;
      for (const waiter of waiting.filter((w) => tally.total >= w.total)) {
        waiting.splice(waiting.indexOf(waiter), 1);
        waiter.resolve();
      }
      tally.outcomes[outcome] = (tally.outcomes[outcome] ?? 0) + 1;
      if (!allowed(outcome) && tally.firstUnexpected.length < 20)
        tally.firstUnexpected.push({ at: Date.now() - started, outcome, path });
    }
  };
  const clients = Array.from({ length: connections }, (_, i) => client(i));

  return {
    answers: (count) => new Promise<void>((resolve) => waiting.push({ total: tally.total + count, resolve })),
    async stop() {
      running = false;
      await Promise.all(clients);
      agent.destroy();
      return tally;
    },
  };
}

import { CHALLENGE_FIELD, type FormChallenge } from '../../contract/form-challenge';
import type { ChallengeWork } from './challenge-worker';

let pending: Promise<string | undefined> | undefined;

/**
 * Finds the challenge's number in a worker of its own (ui/challenge-worker.ts): the search
 * hashes for hundreds of milliseconds on a phone, which on the page's main thread held up
 * whatever the visitor did next (decision 0041). Where a worker cannot start, on the page, as
 * before. The solver comes with the form, when someone starts filling it in: never in a
 * page's first load.
 */
async function solve(work: ChallengeWork): Promise<number | null> {
  let worker: Worker | undefined;
  try {
    worker = new Worker(new URL('./challenge-worker.ts', import.meta.url), { type: 'module' });
  } catch {
    const { solveChallenge } = await import('altcha-lib/v1');
    const solution = await solveChallenge(work.challenge, work.salt, work.algorithm, work.max).promise;
    return solution ? solution.number : null;
  }
  const running = worker;
  return new Promise<number | null>((resolve, reject) => {
    running.onmessage = (message: MessageEvent<number | null>) => {
      running.terminate();
      resolve(message.data);
    };
    running.onerror = () => {
      running.terminate();
      reject(new Error('challenge: the worker failed'));
    };
    running.postMessage(work);
  });
}

async function solveOne(): Promise<string | undefined> {
  const response = await fetch('/api/forms/challenge', {
    cache: 'no-store',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`challenge: ${response.status}`);
  const challenge = (await response.json()) as FormChallenge & { enabled: boolean };
  if (!challenge.enabled) return undefined;
  const number = await solve({
    challenge: challenge.challenge,
    salt: challenge.salt,
    algorithm: challenge.algorithm,
    max: challenge.maxnumber,
  });
  if (number === null) throw new Error('challenge: no solution');
  return btoa(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  );
}

/**
 * Starts the proof of work for the next form sent (decision 0034), once: the request and
 * contact forms call it when they are first focused, so the browser has found the answer
 * while the visitor is still typing, and sending waits for nothing. A failure (offline)
 * is tried again at the next call.
 */
export function prepareChallenge(): Promise<string | undefined> {
  pending ??= solveOne().catch(() => {
    pending = undefined;
    return undefined;
  });
  return pending;
}

/**
 * The answer to send with a form, `{ altcha }` (or nothing when the server asks for none).
 * Spent with this send: the next form starts a new one. Without an answer (the solve
 * failed) the server's refusal says to try again, and that try starts afresh.
 */
export async function takeChallenge(): Promise<Partial<Record<typeof CHALLENGE_FIELD, string>>> {
  const answer = await prepareChallenge();
  pending = undefined;
  return answer ? { [CHALLENGE_FIELD]: answer } : {};
}

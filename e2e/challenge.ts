import { solveChallenge } from 'altcha-lib/v1';
import type { FormChallenge } from '../src/contract';
import { baseURL } from './browser';

/**
 * A form's body with the proof-of-work answer a browser would have found (decision 0034),
 * for specs that post a request or a message straight to the API: the e2e servers run in
 * production mode, where the forms ask for one. The browser specs solve it in the page.
 */
export async function withChallenge<T extends object>(body: T): Promise<T & { altcha?: string }> {
  const challenge = (await (await fetch(`${baseURL()}/api/forms/challenge`)).json()) as FormChallenge & {
    enabled: boolean;
  };
  if (!challenge.enabled) return body;
  const solution = await solveChallenge(
    challenge.challenge,
    challenge.salt,
    challenge.algorithm,
    challenge.maxnumber,
  ).promise;
  const altcha = Buffer.from(
    JSON.stringify({
      algorithm: challenge.algorithm,
      challenge: challenge.challenge,
      number: solution!.number,
      salt: challenge.salt,
      signature: challenge.signature,
    }),
  ).toString('base64');
  return { ...body, altcha };
}

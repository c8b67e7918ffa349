// The proof of work's search (decision 0034), off the page's main thread: on a phone it is
// hundreds of milliseconds of hashing, which on the page itself blocked the next tap or key
// for as long (decision 0041). One challenge per worker; the answer (or null) is posted back.
import { solveChallenge } from 'altcha-lib/v1';

export interface ChallengeWork {
  challenge: string;
  salt: string;
  algorithm: string;
  max?: number;
}

self.onmessage = async (message: MessageEvent<ChallengeWork>) => {
  const { challenge, salt, algorithm, max } = message.data;
  const solution = await solveChallenge(challenge, salt, algorithm, max).promise;
  self.postMessage(solution ? solution.number : null);
};

import type { TrackAnswer } from '../../contract';
import { api } from './client';

/**
 * `POST /requests/track` (decision 0030): where a request stands, by its reference and the
 * e-mail it was sent with. Silent: the page says what went wrong beside the form (a wrong
 * pair is a 404, too many tries a 429, which is not waited out here).
 */
export async function trackRequest(ask: { reference: string; email: string }): Promise<TrackAnswer> {
  return (
    await (await api()).post<TrackAnswer>('/requests/track', ask, { silent: true, retryOnRateLimit: false })
  ).data;
}

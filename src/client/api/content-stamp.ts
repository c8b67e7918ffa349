/**
 * The newest content stamp this page has seen (contract CATCH_UP_EVENT): the server's when
 * it rendered the page, then the one of each catch-up. The socket sends it in every
 * handshake, so a (re)connection learns what the page missed meanwhile.
 */
let stamp: number | undefined;

export const contentStamp = (): number | undefined => stamp;

export function noteContentStamp(next: number | undefined): void {
  if (next !== undefined && (stamp === undefined || next > stamp)) stamp = next;
}

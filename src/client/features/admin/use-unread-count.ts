/**
 * Unread requests for the sidebar badge (SPEC §2 "Admin area"). A stub for now: the requests
 * issue wires it to `GET /api/requests/unreadCount` (SPEC §7) and refreshes it when a
 * request is read or arrives; the badge stays hidden at 0.
 */
export function useUnreadCount(): number {
  return 0;
}

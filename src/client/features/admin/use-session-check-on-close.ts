import { useEffect } from 'react';
import { getCurrentUser } from '../../api/auth';
import { reconnectSocket, subscribe } from '../../context/socket';

/**
 * The server closes a staff member's sockets when their session is ended from another
 * browser or their account is removed (decision 0057); socket.io does not reconnect after
 * that. The frame asks at once whether the session still holds: a 401 signs the person out
 * (api/token's sessionRefused) without waiting for their next action; a session that holds
 * gets its socket back.
 */
export function useSessionCheckOnClose(): void {
  useEffect(
    () =>
      subscribe([
        [
          'disconnect',
          (reason) => {
            if (reason === 'io server disconnect')
              void getCurrentUser().then(reconnectSocket, () => undefined);
          },
        ],
      ]),
    [],
  );
}

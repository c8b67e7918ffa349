import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isAdmin, type User } from '../../contract';
import { getCurrentUser } from '../api/auth';
import { isApiClientError } from '../api/errors';
import { logger } from '../api/logger';
import { notify, translateMessage } from '../api/snackbar';
import { clearToken, onSessionRefused, readToken, storeToken } from '../api/token';
import { deferredSectionsReady } from '../render/deferred-section';
import { reconnectSocket } from './socket';

export interface AuthContextValue {
  user: User | null;
  /** True once we know whether someone is signed in (SPEC §4 "Auth"). */
  loaded: boolean;
  isAdmin: boolean;
  /**
   * Signs in with the token `getToken` obtains (the password's, a second factor's, a
   * passkey's: the sign-in page's calls, loaded with it), stores it, then loads the user;
   * rejects with an ApiClientError on failure.
   */
  login: (getToken: () => Promise<string>) => Promise<User>;
  logout: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Only the server's refusal ends a session; a lost connection keeps the token for later. */
const isRefused = (error: unknown): boolean =>
  isApiClientError(error) && (error.status === 401 || error.status === 403);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  // SPEC §4: no stored token means not signed in, known at once in the browser. Set after
  // hydration instead, it was an update of this context that emptied every section still
  // waiting for its code (render/deferred-section). Nothing a server renders reads `loaded`.
  const [loaded, setLoaded] = useState(() => typeof window !== 'undefined' && !readToken());

  // With a token, the user is fetched and kept; the update waits for the deferred sections' code.
  useEffect(() => {
    if (!readToken()) return;
    let cancelled = false;
    const settle = (update: () => void) => void deferredSectionsReady().then(() => !cancelled && update());
    getCurrentUser()
      .then((current) => settle(() => setUser(current)))
      .catch((error: unknown) => {
        logger.warn('stored session not restored', error);
        if (!cancelled && isRefused(error)) clearToken();
      })
      .finally(() => settle(() => setLoaded(true)));
    return () => {
      cancelled = true;
    };
  }, []);

  const login = useCallback(async (getToken: () => Promise<string>) => {
    storeToken(await getToken());
    try {
      const current = await getCurrentUser();
      setUser(current);
      setLoaded(true);
      // The server puts admin sockets in the admin room when they connect (DESIGN §4).
      reconnectSocket();
      return current;
    } catch (error) {
      // A token whose user cannot be loaded is no sign-in.
      clearToken();
      throw error;
    }
  }, []);

  const logout = useCallback(() => {
    clearToken();
    setUser(null);
    reconnectSocket();
  }, []);

  // A call refused with 401 ends the session here too: the /system guard then signs the
  // person out to /login, instead of leaving a screen whose every action fails.
  useEffect(() => {
    onSessionRefused(() => {
      logout();
      notify(translateMessage('Your session has ended. Please sign in again.'), 'warning');
    });
    return () => onSessionRefused(undefined);
  }, [logout]);

  const value = useMemo<AuthContextValue>(
    () => ({ user, loaded, isAdmin: isAdmin(user), login, logout }),
    [user, loaded, login, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

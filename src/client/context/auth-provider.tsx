import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { isAdmin, type User } from '../../contract';
import { getCurrentUser, requestToken } from '../api/auth';
import { isApiClientError } from '../api/errors';
import { logger } from '../api/logger';
import { notify, translateMessage } from '../api/snackbar';
import { clearToken, onSessionRefused, readToken, storeToken } from '../api/token';
import { reconnectSocket } from './socket';

export interface AuthContextValue {
  user: User | null;
  /** True once we know whether someone is signed in (SPEC §4 "Auth"). */
  loaded: boolean;
  isAdmin: boolean;
  /** Stores the token, then loads the user; rejects with an ApiClientError on failure. */
  login: (email: string, password: string) => Promise<User>;
  logout: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

/** Only the server's refusal ends a session; a lost connection keeps the token for later. */
const isRefused = (error: unknown): boolean => isApiClientError(error) && (error.status === 401 || error.status === 403);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [loaded, setLoaded] = useState(false);

  // SPEC §4: no stored token means not signed in; with one, the user is fetched and kept.
  useEffect(() => {
    if (!readToken()) {
      setLoaded(true);
      return;
    }
    let cancelled = false;
    getCurrentUser()
      .then((current) => {
        if (!cancelled) setUser(current);
      })
      .catch((error: unknown) => {
        logger.warn('stored session not restored', error);
        if (!cancelled && isRefused(error)) clearToken();
      })
      .finally(() => {
        if (!cancelled) setLoaded(true);
      });
    return () => {
      cancelled = true;
    };
  }, []);

  const login = useCallback(async (email: string, password: string) => {
    const token = await requestToken(email, password);
    storeToken(token);
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

  const value = useMemo<AuthContextValue>(() => ({ user, loaded, isAdmin: isAdmin(user), login, logout }), [user, loaded, login, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

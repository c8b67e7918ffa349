import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { STORAGE_KEYS, isAdmin, type User } from '../../contract';
import { getCurrentUser, requestToken } from '../api/auth';

export interface AuthContextValue {
  user: User | null;
  /** True once we know whether someone is signed in (SPEC §4 "Auth"). */
  loaded: boolean;
  isAdmin: boolean;
  login: (email: string, password: string) => Promise<User>;
  logout: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

const readToken = (): string | null => {
  try {
    return localStorage.getItem(STORAGE_KEYS.token);
  } catch {
    return null;
  }
};

export function AuthProvider({ children }: { children: ReactNode }) {
  const [user, setUser] = useState<User | null>(null);
  const [loaded, setLoaded] = useState(false);

  // No stored token: not signed in. A stored token: fetch and keep the user; a token the
  // server refuses is dropped.
  useEffect(() => {
    if (!readToken()) {
      setLoaded(true);
      return;
    }
    let cancelled = false;
    getCurrentUser()
      .then((u) => !cancelled && setUser(u))
      .catch(() => {
        if (!cancelled) localStorage.removeItem(STORAGE_KEYS.token);
      })
      .finally(() => !cancelled && setLoaded(true));
    return () => {
      cancelled = true;
    };
  }, []);

  const login = useCallback(async (email: string, password: string) => {
    const token = await requestToken(email, password);
    localStorage.setItem(STORAGE_KEYS.token, token);
    const current = await getCurrentUser();
    setUser(current);
    setLoaded(true);
    return current;
  }, []);

  const logout = useCallback(() => {
    localStorage.removeItem(STORAGE_KEYS.token);
    setUser(null);
  }, []);

  const value = useMemo<AuthContextValue>(() => ({ user, loaded, isAdmin: isAdmin(user), login, logout }), [user, loaded, login, logout]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}

import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useAuth } from '../../context/auth-provider';
import { isLoginAddress, redirectTarget } from './redirect-target';

/**
 * SPEC §2 "Login": a `redirect` equal to the login page's own address is removed from the
 * address bar; once a user is present (fetched on load by the AuthProvider, or just signed
 * in) the page moves on to `redirect`, else /system, replacing the login entry in history.
 */
export function useLoginRedirect(): void {
  const { user } = useAuth();
  const navigate = useNavigate();
  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get('redirect');

  useEffect(() => {
    if (raw === null || !isLoginAddress(raw)) return;
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        next.delete('redirect');
        return next;
      },
      { replace: true },
    );
  }, [raw, setSearchParams]);

  useEffect(() => {
    if (user) void navigate(redirectTarget(raw), { replace: true });
  }, [user, raw, navigate]);
}

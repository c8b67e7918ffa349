import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { OFFICE_ADMIN_PATHS } from '../../../contract';
import { useFactors } from '../../api/factors';

/**
 * The office requires two-step sign-in and this staff member has no second factor yet
 * (decision 0057): the server lets their session reach only their own account, so the
 * frame takes them there, whatever address they opened, until one is set up.
 */
export function useSecondFactorGate(): void {
  const { data } = useFactors();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mustSetUp = data !== undefined && data.required && data.items.length === 0;
  useEffect(() => {
    if (mustSetUp && pathname !== OFFICE_ADMIN_PATHS.account)
      void navigate(OFFICE_ADMIN_PATHS.account, { replace: true });
  }, [mustSetUp, pathname, navigate]);
}

import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { useStaffSession } from '../../lib/auth/use-is-staff';
import { isLoggingOut, resetLogout } from '../../lib/auth/logout';
import { AuthSpinner } from './AuthSpinner';

export const LOGIN_PATH = '/admin/login';

/**
 * Guard of every /admin route except the login pages (spec section 6). It renders nothing of the admin area until
 * the identity provider has reported who is signed in, so a visitor never sees a flash of admin content; anyone who
 * is not a company-domain user is sent to /admin/login. Plain React: antd and Firebase stay out of this chunk.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const { ready, isStaff } = useStaffSession();
  const location = useLocation();

  useEffect(() => {
    if (isStaff) resetLogout();
  }, [isStaff]);

  if (!ready) return <AuthSpinner />;
  // Logout returns to '/' (spec section 2); anyone else who is not staff goes to the login page.
  if (isLoggingOut() && !isStaff) return <Navigate to="/" replace />;
  // The login page brings staff back here afterwards (e.g. the inquiry link of a new-quote e-mail).
  if (!isStaff)
    return <Navigate to={LOGIN_PATH} replace state={{ from: location.pathname + location.search }} />;
  return <>{children}</>;
}

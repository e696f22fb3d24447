import { useEffect, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useStore } from 'zustand';
import { authStore } from 'shared-contracts/client';
import { useRuntimeConfig } from '../../lib/runtime-config-context';
import { useIsStaff } from './hooks/use-is-staff';
import { startAuthSession } from './session/auth-session';
import { isLoggingOut, resetLogout } from './session/logout';
import { AuthSpinner } from './AuthSpinner';

export const LOGIN_PATH = '/admin/login';

/**
 * Guard of every /admin route except the login pages (spec section 6). It renders nothing of the admin area until
 * the identity provider has reported who is signed in, so a visitor never sees a flash of admin content; anyone who
 * is not a company-domain user is sent to /admin/login. Plain React: antd and Firebase stay out of this chunk.
 */
export function RequireStaff({ children }: { children: ReactNode }) {
  const config = useRuntimeConfig();
  const ready = useStore(authStore, (state) => state.ready);
  const isStaff = useIsStaff();

  useEffect(() => {
    startAuthSession(config).catch(() => {});
  }, [config]);
  useEffect(() => {
    if (isStaff) resetLogout();
  }, [isStaff]);

  if (!ready) return <AuthSpinner />;
  // Logout returns to '/' (spec section 2); anyone else who is not staff goes to the login page.
  if (!isStaff) return <Navigate to={isLoggingOut() ? '/' : LOGIN_PATH} replace />;
  return <>{children}</>;
}

import { useContext, useEffect } from 'react';
import { useStore } from 'zustand';
import { authStore, selectIsStaff } from 'web-kit';
import { RuntimeConfigContext, useRuntimeConfig } from '../runtime-config-context';
import { startAuthSession, startAuthSessionWhenIdle } from './auth-session';
import { hasSignInHint } from './sign-in-hint';

/** True when a company-domain user is signed in (spec section 5: the guard and the Admin link use the same check). */
export function useIsStaff(): boolean {
  return useStore(authStore, selectIsStaff);
}

/**
 * For the public header's Admin link: when this browser has the staff sign-in hint, starts the sign-in service once
 * the page is idle (so a returning staff member sees the link); visitors never download the SDK. Tells whether to
 * show the link, which needs the real signed-in staff user either way (the hint alone shows nothing).
 */
export function useShowAdminLink(): boolean {
  // Optional: a header rendered without the runtime config (isolated tests) simply never shows the link.
  const config = useContext(RuntimeConfigContext);
  useEffect(() => (config && hasSignInHint() ? startAuthSessionWhenIdle(config) : undefined), [config]);
  return useIsStaff();
}

/**
 * For the admin guard and the sign-in screen: starts the sign-in service now (so the first click does not wait for its
 * download) and tells whether the identity provider has reported who is signed in, and whether that user is staff.
 */
export function useStaffSession(): { ready: boolean; isStaff: boolean } {
  const config = useRuntimeConfig();
  const ready = useStore(authStore, (state) => state.ready);
  const isStaff = useIsStaff();
  useEffect(() => {
    startAuthSession(config).catch(() => {});
  }, [config]);
  return { ready, isStaff };
}

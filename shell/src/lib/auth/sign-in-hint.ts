import { authStore, selectIsStaff } from 'web-kit';

/**
 * A per-browser hint that staff signed in here before, so public pages know whether starting the Firebase SDK
 * (~45 KiB gzip) is worth it to decide the header's Admin link. It is only a hint, never an authorisation: the link
 * and every admin route still require the real Firebase user with a company-domain e-mail.
 */
export const SIGN_IN_HINT_STORAGE_KEY = 'alamo-masonry.staff-sign-in-hint';

export function hasSignInHint(): boolean {
  try {
    return window.localStorage.getItem(SIGN_IN_HINT_STORAGE_KEY) === '1';
  } catch {
    return false; // storage blocked (privacy mode): behave like a first visit
  }
}

function writeHint(isStaff: boolean): void {
  try {
    if (isStaff) window.localStorage.setItem(SIGN_IN_HINT_STORAGE_KEY, '1');
    else window.localStorage.removeItem(SIGN_IN_HINT_STORAGE_KEY);
  } catch {
    // storage blocked: public pages simply won't start the SDK on their own
  }
}

/**
 * Keeps the hint in step with the session once Firebase has answered: set while a staff member is signed in,
 * cleared on sign-out (or when the signed-in user is not staff). Returns the unsubscribe function.
 */
export function syncSignInHint(): () => void {
  const sync = (state: ReturnType<typeof authStore.getState>) => {
    if (state.ready) writeHint(selectIsStaff(state));
  };
  sync(authStore.getState());
  return authStore.subscribe(sync);
}

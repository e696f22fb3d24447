import { authStore } from 'web-kit';

// While a Logout is in progress the guard sends the user home ('/', spec section 2) rather than to /admin/login.
let loggingOut = false;

export function isLoggingOut(): boolean {
  return loggingOut;
}

/** Signs out of the identity provider; the guard then leaves the admin area for '/'. */
export async function logout(): Promise<void> {
  loggingOut = true;
  try {
    await authStore.getState().signOut();
  } catch (error) {
    loggingOut = false;
    throw error;
  }
}

/** Called once staff are signed in again. */
export function resetLogout(): void {
  loggingOut = false;
}

/**
 * The e-mail typed on the 'Email Link' tab is kept in localStorage until the link is completed in the same browser
 * (spec section 4). Firebase needs it again to finish the sign-in; a link opened elsewhere has none.
 */
export const LOGIN_EMAIL_STORAGE_KEY = 'emailForSignIn';

// Storage can throw (privacy modes, quota): losing the stored e-mail only means 'No email found' later.
function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function storeLoginEmail(email: string): void {
  try {
    storage()?.setItem(LOGIN_EMAIL_STORAGE_KEY, email);
  } catch {
    /* see storage() */
  }
}

export function readStoredLoginEmail(): string | null {
  try {
    return storage()?.getItem(LOGIN_EMAIL_STORAGE_KEY) || null;
  } catch {
    return null;
  }
}

export function clearStoredLoginEmail(): void {
  try {
    storage()?.removeItem(LOGIN_EMAIL_STORAGE_KEY);
  } catch {
    /* see storage() */
  }
}

/**
 * Plain sentences for the identity provider's (Firebase Auth) error kinds that spec section 8 names. The spec gives
 * no wording for them (only that they surface), so these say what happened and what to do next; the provider's own
 * code is still shown, on a small details line (`details`), for whoever helps the user.
 */
export const identityProvider = {
  wrongPassword: 'That password is not right for this e-mail address. Check it and try again.',
  userNotFound:
    'There is no staff account with this e-mail address. Check the address, or ask for an account.',
  emailAlreadyInUse: 'An account with this e-mail address already exists. Sign in with it instead.',
  invalidCredential: 'The e-mail address or the password is not right. Check both and try again.',
  tooManyRequests: 'Too many attempts in a short time. Wait a few minutes, then try again.',
  userDisabled:
    'This account has been switched off. Ask whoever manages staff accounts to switch it back on.',
  requiresRecentLogin: 'For your security, sign out and sign in again, then repeat what you were doing.',
  networkRequestFailed:
    'The sign-in service could not be reached. Check your internet connection and try again.',
  popupBlocked: 'The browser blocked the sign-in window. Allow pop-ups for this site and try again.',
  popupClosedByUser: 'The sign-in window was closed before signing in finished. Try again.',
  unauthorizedDomain: 'Signing in is not set up for this web address. Please tell whoever runs the website.',
  /** Any other code of the provider. */
  unknown: 'Signing in did not work. Please try again.',
  details: (code: string) => `Error code: ${code}`,
} as const;

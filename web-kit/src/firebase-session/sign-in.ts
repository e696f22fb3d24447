import {
  isSignInWithEmailLink,
  sendSignInLinkToEmail,
  signInWithEmailAndPassword,
  signInWithEmailLink,
  signOut,
  type UserCredential,
} from 'firebase/auth';
import { isCompanyEmail } from 'shared-contracts';
import { CompanyDomainError, LoginLinkError, providerErrorCode } from './errors.js';
import { whenFirebaseSession, type FirebaseSession } from './session.js';
import { clearStoredLoginEmail, readStoredLoginEmail, storeLoginEmail } from './stored-email.js';

/** Path of the page that completes an e-mail link sign-in (spec section 2). */
export const LOGIN_COMPLETE_PATH = '/admin/login/complete';

/** Waits for the session and refuses any e-mail outside the company domain before the provider sees it. */
async function companySession(email: string): Promise<FirebaseSession> {
  const session = await whenFirebaseSession();
  if (!isCompanyEmail(email.trim(), session.companyDomain))
    throw new CompanyDomainError(session.companyDomain);
  return session;
}

/** Password sign-in. Provider errors are logged and rethrown (spec section 8): the page shows their message. */
export async function signInWithPassword(email: string, password: string): Promise<UserCredential> {
  const { auth } = await companySession(email);
  try {
    return await signInWithEmailAndPassword(auth, email.trim(), password);
  } catch (error) {
    console.error('Password sign-in failed', error);
    throw error;
  }
}

/**
 * Sends a sign-in link that comes back to /admin/login/complete on this origin, then keeps the e-mail in
 * localStorage so the completion page (in the same browser) can finish the sign-in.
 */
export async function sendLoginLink(email: string, origin: string = window.location.origin): Promise<void> {
  const { auth } = await companySession(email);
  const address = email.trim();
  try {
    await sendSignInLinkToEmail(auth, address, {
      url: `${origin}${LOGIN_COMPLETE_PATH}`,
      handleCodeInApp: true,
    });
  } catch (error) {
    console.error('Sending the sign-in link failed', error);
    throw error;
  }
  storeLoginEmail(address);
}

/**
 * Finishes an e-mail link sign-in from the current address, with the e-mail stored when the link was sent or, in
 * another browser (the link read on a phone), the one the user typed. Throws LoginLinkError('invalid-link') when the
 * address is not a sign-in link or the provider rejects it, LoginLinkError('no-email') when no e-mail was given or
 * stored here, LoginLinkError('wrong-email') when the link was sent to another address (the link stays usable), and
 * CompanyDomainError for an address outside the company domain.
 */
export async function completeLoginLink(
  link: string = window.location.href,
  typedEmail?: string,
): Promise<UserCredential> {
  const session = await whenFirebaseSession();
  if (!isSignInWithEmailLink(session.auth, link)) throw new LoginLinkError('invalid-link');
  const email = typedEmail?.trim() || readStoredLoginEmail();
  if (!email) throw new LoginLinkError('no-email');
  await companySession(email);
  try {
    const credential = await signInWithEmailLink(session.auth, email, link);
    clearStoredLoginEmail();
    return credential;
  } catch (error) {
    console.error('Completing the sign-in link failed', error);
    // The provider checks the address against the link's before using up its one-time code.
    const problem = providerErrorCode(error) === 'auth/invalid-email' ? 'wrong-email' : 'invalid-link';
    throw new LoginLinkError(problem, { cause: error });
  }
}

/** Signs the user out of the identity provider (authStore follows through onAuthStateChanged). */
export async function signOutStaff(): Promise<void> {
  const { auth } = await whenFirebaseSession();
  await signOut(auth);
}

/**
 * Firebase Auth for the browser, kept apart from 'web-kit' so public pages never download the
 * Firebase SDK: only admin routes (and the shell's idle-time start) import this entry.
 */
export { startFirebaseSession, whenFirebaseSession, resetFirebaseSessionForTests } from './session.js';
export type { FirebaseSession } from './session.js';
export {
  signInWithPassword,
  sendLoginLink,
  completeLoginLink,
  signOutStaff,
  LOGIN_COMPLETE_PATH,
} from './sign-in.js';
export {
  CompanyDomainError,
  LoginLinkError,
  type LoginLinkProblem,
  describeSignInError,
  providerErrorCode,
  type SignInErrorNotice,
} from './errors.js';
export {
  LOGIN_EMAIL_STORAGE_KEY,
  storeLoginEmail,
  readStoredLoginEmail,
  clearStoredLoginEmail,
} from './stored-email.js';
export { changePassword, PasswordChangeError } from './change-password.js';

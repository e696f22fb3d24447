import { getApp } from 'firebase/app';
import { EmailAuthProvider, getAuth, reauthenticateWithCredential, updatePassword } from 'firebase/auth';
import { MESSAGES } from 'shared-contracts';
import { describeSignInError } from './errors.js';

/** Which field a failed password change points at, with the Settings page's message for it. */
export class PasswordChangeError extends Error {
  override name = 'PasswordChangeError';
  constructor(
    readonly field: 'currentPassword' | 'newPassword' | null,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

const WRONG_CURRENT = new Set([
  'auth/wrong-password',
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
]);
const WEAK = new Set(['auth/weak-password', 'auth/password-does-not-meet-requirements']);

function toPasswordChangeError(error: unknown): PasswordChangeError {
  const code = (error as { code?: unknown })?.code;
  const m = MESSAGES.settings;
  if (typeof code === 'string' && WRONG_CURRENT.has(code))
    return new PasswordChangeError('currentPassword', m.wrongCurrentPassword, { cause: error });
  if (typeof code === 'string' && WEAK.has(code))
    return new PasswordChangeError('newPassword', m.weakPassword, { cause: error });
  if (code === 'auth/too-many-requests')
    return new PasswordChangeError(null, m.tooManyAttempts, { cause: error });
  if (!(error instanceof Error))
    return new PasswordChangeError(null, m.passwordUpdateFailed, { cause: error });
  // Any other provider error in its plain words, its code kept in brackets for whoever helps.
  const notice = describeSignInError(error);
  const detail = notice.details ? `${notice.message} (${notice.details})` : notice.message;
  return new PasswordChangeError(null, `${m.passwordUpdateFailed}: ${detail}`, { cause: error });
}

/**
 * Settings > Security. Firebase only lets a recent sign-in change a password, so the user first proves the current
 * one (re-authentication with e-mail + password), then the new one is set. Uses the page's one Firebase app (a
 * Module Federation singleton started by the shell or the standalone harness). Errors are PasswordChangeError.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  const user = getAuth(getApp()).currentUser;
  if (!user?.email) throw new PasswordChangeError(null, MESSAGES.settings.passwordUpdateFailed);
  try {
    await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, currentPassword));
  } catch (error) {
    throw toPasswordChangeError(error);
  }
  try {
    await updatePassword(user, newPassword);
  } catch (error) {
    throw toPasswordChangeError(error);
  }
}

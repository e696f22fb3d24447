import * as firebaseAuth from 'firebase/auth';
import { MESSAGES } from 'shared-contracts';
import { changePassword, PasswordChangeError } from './change-password.js';
import { CompanyDomainError, describeSignInError, LoginLinkError, providerErrorCode } from './errors.js';

// changePassword's provider calls, mocked: only its error wording is checked here.
jest.mock('firebase/app', () => ({ getApp: jest.fn() }));
jest.mock('firebase/auth', () => ({
  getAuth: jest.fn(),
  EmailAuthProvider: { credential: jest.fn() },
  reauthenticateWithCredential: jest.fn(),
  updatePassword: jest.fn(),
}));

/** What the Firebase SDK throws: a FirebaseError with its code and the 'Firebase: Error (code).' message. */
function firebaseError(code: string): Error {
  return Object.assign(new Error(`Firebase: Error (${code}).`), { name: 'FirebaseError', code });
}

const said = MESSAGES.identityProvider;

describe('describeSignInError: the identity-provider error kinds of spec section 8', () => {
  it.each([
    ['auth/wrong-password', said.wrongPassword],
    ['auth/user-not-found', said.userNotFound],
    ['auth/email-already-in-use', said.emailAlreadyInUse],
    ['auth/invalid-credential', said.invalidCredential],
    ['auth/invalid-login-credentials', said.invalidCredential],
    ['auth/too-many-requests', said.tooManyRequests],
    ['auth/user-disabled', said.userDisabled],
    ['auth/requires-recent-login', said.requiresRecentLogin],
    ['auth/network-request-failed', said.networkRequestFailed],
    ['auth/popup-blocked', said.popupBlocked],
    ['auth/popup-closed-by-user', said.popupClosedByUser],
    ['auth/unauthorized-domain', said.unauthorizedDomain],
  ])('%s reads as a plain sentence, its code on the details line', (code, sentence) => {
    expect(describeSignInError(firebaseError(code))).toEqual({
      message: sentence,
      details: `Error code: ${code}`,
    });
  });

  it('gives every kind its own sentence, none of them the provider text', () => {
    const sentences = Object.values(said).filter((value) => typeof value === 'string');
    expect(new Set(sentences).size).toBe(sentences.length);
    for (const sentence of sentences) expect(sentence).not.toMatch(/Firebase|auth\//);
  });

  it('reads the code from the message when the error lost its code property', () => {
    const error = new Error('Firebase: Error (auth/wrong-password).');
    expect(providerErrorCode(error)).toBe('auth/wrong-password');
    expect(describeSignInError(error)).toEqual({
      message: said.wrongPassword,
      details: 'Error code: auth/wrong-password',
    });
  });

  it('says something plain for a code it does not know, and still shows that code', () => {
    expect(describeSignInError(firebaseError('auth/internal-error'))).toEqual({
      message: said.unknown,
      details: 'Error code: auth/internal-error',
    });
  });

  it("keeps our own errors' spec texts, with no details line", () => {
    expect(describeSignInError(new CompanyDomainError('alamomasonry.com'))).toEqual({
      message: MESSAGES.login.companyDomainOnly('alamomasonry.com'),
    });
    expect(describeSignInError(new LoginLinkError('no-email'))).toEqual({ message: MESSAGES.login.noEmail });
  });
});

describe('changePassword wording of other provider errors', () => {
  beforeEach(() => {
    jest
      .mocked(firebaseAuth.getAuth)
      .mockReturnValue({ currentUser: { email: 'staff@alamomasonry.com' } } as never);
  });

  it('says a network failure in plain words, with the code in brackets', async () => {
    jest
      .mocked(firebaseAuth.reauthenticateWithCredential)
      .mockRejectedValue(firebaseError('auth/network-request-failed'));
    const failure = changePassword('Old-Pass-1', 'New-Pass-2');
    await expect(failure).rejects.toBeInstanceOf(PasswordChangeError);
    await expect(failure).rejects.toThrow(
      `${MESSAGES.settings.passwordUpdateFailed}: ${said.networkRequestFailed} (Error code: auth/network-request-failed)`,
    );
  });
});

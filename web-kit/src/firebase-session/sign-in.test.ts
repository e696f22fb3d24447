/**
 * @jest-environment jsdom
 */
import * as firebaseApp from 'firebase/app';
import * as firebaseAuth from 'firebase/auth';
import { authStore } from 'web-kit';
import { MESSAGES } from 'shared-contracts';
import { completeLoginLink, sendLoginLink, signInWithPassword } from './sign-in.js';
import { CompanyDomainError } from './errors.js';
import { resetFirebaseSessionForTests, startFirebaseSession } from './session.js';
import { LOGIN_EMAIL_STORAGE_KEY } from './stored-email.js';
import { mockFirebaseFirstStart } from '../testing/index.js';

// The identity provider is mocked: these tests check what we do before and around it.
jest.mock('firebase/app', () =>
  jest.requireActual<typeof import('../testing/index.js')>('../testing/index.js').firebaseAppMock(),
);
jest.mock('firebase/auth', () =>
  jest.requireActual<typeof import('../testing/index.js')>('../testing/index.js').firebaseAuthMock(),
);
const provider = jest.mocked(firebaseAuth);

const config = {
  companyDomain: 'alamomasonry.com',
  firebase: {
    apiKey: 'demo-api-key',
    authDomain: 'demo-masonry.firebaseapp.com',
    projectId: 'demo-masonry',
    authEmulatorUrl: 'http://127.0.0.1:9099',
  },
};
const refusal = MESSAGES.login.companyDomainOnly('alamomasonry.com');
const link = 'http://localhost:3000/admin/login/complete?apiKey=k&oobCode=abc&mode=signIn';

beforeEach(async () => {
  jest.resetAllMocks();
  mockFirebaseFirstStart(firebaseApp, firebaseAuth);
  localStorage.clear();
  resetFirebaseSessionForTests();
  await startFirebaseSession(config);
});

describe('startFirebaseSession', () => {
  it('connects the Auth emulator and publishes the company domain and auth state to authStore', () => {
    expect(provider.connectAuthEmulator).toHaveBeenCalledWith(expect.anything(), 'http://127.0.0.1:9099', {
      disableWarnings: true,
    });
    expect(authStore.getState().companyDomain).toBe('alamomasonry.com');
    const listener = provider.onAuthStateChanged.mock.calls[0]![1] as (user: unknown) => void;
    listener({ uid: 'u1', email: 'staff@alamomasonry.com', emailVerified: true });
    expect(authStore.getState()).toMatchObject({
      ready: true,
      user: { uid: 'u1', email: 'staff@alamomasonry.com', emailVerified: true },
    });
    listener(null);
    expect(authStore.getState()).toMatchObject({ ready: true, user: null });
  });
});

describe('company domain refusal', () => {
  it('refuses password sign-in outside the domain without calling the provider', async () => {
    await expect(signInWithPassword('visitor@example.com', 'Visitor-Pass-2026')).rejects.toThrow(refusal);
    // A look-alike domain is not the company domain either.
    await expect(signInWithPassword('staff@evil-alamomasonry.com', 'x')).rejects.toThrow(refusal);
    expect(provider.signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('passes a company e-mail to the provider', async () => {
    provider.signInWithEmailAndPassword.mockResolvedValue({} as never);
    await signInWithPassword(' Staff@AlamoMasonry.com ', 'pw');
    expect(provider.signInWithEmailAndPassword).toHaveBeenCalledWith(
      expect.anything(),
      'Staff@AlamoMasonry.com',
      'pw',
    );
  });

  it('refuses to send a link outside the domain, without calling the provider or storing the e-mail', async () => {
    await expect(sendLoginLink('visitor@example.com', 'http://localhost:3000')).rejects.toThrow(refusal);
    expect(provider.sendSignInLinkToEmail).not.toHaveBeenCalled();
    expect(localStorage.getItem(LOGIN_EMAIL_STORAGE_KEY)).toBeNull();
  });

  it('logs and rethrows provider errors with their own message', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    provider.signInWithEmailAndPassword.mockRejectedValue(
      new Error('Firebase: Error (auth/wrong-password).'),
    );
    await expect(signInWithPassword('staff@alamomasonry.com', 'bad')).rejects.toThrow(
      'Firebase: Error (auth/wrong-password).',
    );
    expect(logged).toHaveBeenCalled();
  });
});

describe('stored e-mail of the sign-in link', () => {
  it('sends a link back to the completion page and keeps the e-mail in localStorage', async () => {
    provider.sendSignInLinkToEmail.mockResolvedValue(undefined);
    await sendLoginLink('staff@alamomasonry.com', 'http://localhost:3000');
    expect(provider.sendSignInLinkToEmail).toHaveBeenCalledWith(expect.anything(), 'staff@alamomasonry.com', {
      url: 'http://localhost:3000/admin/login/complete',
      handleCodeInApp: true,
    });
    expect(localStorage.getItem(LOGIN_EMAIL_STORAGE_KEY)).toBe('staff@alamomasonry.com');
  });

  it('does not store the e-mail when sending fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    provider.sendSignInLinkToEmail.mockRejectedValue(new Error('Firebase: Error (auth/too-many-requests).'));
    await expect(sendLoginLink('staff@alamomasonry.com', 'http://localhost:3000')).rejects.toThrow(
      'too-many-requests',
    );
    expect(localStorage.getItem(LOGIN_EMAIL_STORAGE_KEY)).toBeNull();
  });

  it('completes the link with the stored e-mail and then forgets it', async () => {
    localStorage.setItem(LOGIN_EMAIL_STORAGE_KEY, 'staff@alamomasonry.com');
    provider.isSignInWithEmailLink.mockReturnValue(true);
    provider.signInWithEmailLink.mockResolvedValue({} as never);
    await completeLoginLink(link);
    expect(provider.signInWithEmailLink).toHaveBeenCalledWith(
      expect.anything(),
      'staff@alamomasonry.com',
      link,
    );
    expect(localStorage.getItem(LOGIN_EMAIL_STORAGE_KEY)).toBeNull();
  });

  it('without a stored e-mail reports the no-email message and does not call the provider', async () => {
    provider.isSignInWithEmailLink.mockReturnValue(true);
    await expect(completeLoginLink(link)).rejects.toThrow(MESSAGES.login.noEmail);
    expect(provider.signInWithEmailLink).not.toHaveBeenCalled();
  });

  it('completes the link with a typed e-mail when none is stored here (the link opened in another browser)', async () => {
    provider.isSignInWithEmailLink.mockReturnValue(true);
    provider.signInWithEmailLink.mockResolvedValue({} as never);
    await completeLoginLink(link, ' staff@alamomasonry.com ');
    expect(provider.signInWithEmailLink).toHaveBeenCalledWith(
      expect.anything(),
      'staff@alamomasonry.com',
      link,
    );
  });

  it('refuses a typed e-mail outside the company domain before the provider sees it', async () => {
    provider.isSignInWithEmailLink.mockReturnValue(true);
    await expect(completeLoginLink(link, 'visitor@example.com')).rejects.toBeInstanceOf(CompanyDomainError);
    expect(provider.signInWithEmailLink).not.toHaveBeenCalled();
  });

  it('says the link went to another address when the provider finds the e-mail does not match', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    provider.isSignInWithEmailLink.mockReturnValue(true);
    provider.signInWithEmailLink.mockRejectedValue(new Error('Firebase: Error (auth/invalid-email).'));
    const failure = completeLoginLink(link, 'other@alamomasonry.com');
    await expect(failure).rejects.toMatchObject({ problem: 'wrong-email' });
    await expect(failure).rejects.toThrow(MESSAGES.login.linkEmailMismatch);
  });

  it('reports the invalid-link message for a non-link address or a link the provider rejects', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    localStorage.setItem(LOGIN_EMAIL_STORAGE_KEY, 'staff@alamomasonry.com');
    provider.isSignInWithEmailLink.mockReturnValue(false);
    await expect(completeLoginLink('http://localhost:3000/admin/login/complete')).rejects.toThrow(
      MESSAGES.login.invalidLink,
    );
    provider.isSignInWithEmailLink.mockReturnValue(true);
    provider.signInWithEmailLink.mockRejectedValue(new Error('Firebase: Error (auth/invalid-action-code).'));
    await expect(completeLoginLink(link)).rejects.toThrow(MESSAGES.login.invalidLink);
    // The e-mail stays, so a fresh link can still be completed in this browser.
    expect(localStorage.getItem(LOGIN_EMAIL_STORAGE_KEY)).toBe('staff@alamomasonry.com');
  });
});

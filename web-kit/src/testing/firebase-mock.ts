import type * as FirebaseApp from 'firebase/app';
import type * as FirebaseAuth from 'firebase/auth';

/*
 * The identity provider, mocked for tests that run the real firebase-session (domain check, stored e-mail, authStore
 * wiring) around it. jest.mock factories are hoisted above the imports and cannot use them, so a test loads these
 * through jest: jest.mock('firebase/auth', () => jest.requireActual('web-kit/testing').firebaseAuthMock()).
 */

/** A jest.mock factory for 'firebase/app': every function firebase-session calls, as a bare jest.fn. */
export const firebaseAppMock = () => ({ getApps: jest.fn(), getApp: jest.fn(), initializeApp: jest.fn() });

/** A jest.mock factory for 'firebase/auth': every function and persistence firebase-session uses. */
export const firebaseAuthMock = () => ({
  initializeAuth: jest.fn(),
  getAuth: jest.fn(),
  connectAuthEmulator: jest.fn(),
  indexedDBLocalPersistence: {},
  browserLocalPersistence: {},
  onAuthStateChanged: jest.fn(),
  signOut: jest.fn(),
  signInWithEmailAndPassword: jest.fn(),
  sendSignInLinkToEmail: jest.fn(),
  isSignInWithEmailLink: jest.fn(),
  signInWithEmailLink: jest.fn(),
});

/**
 * What startFirebaseSession meets on a page's first start: no app yet, a new default app, an Auth instance with
 * nobody signed in and no emulator connected. Call it per test: mocks are cleared between tests.
 */
export function mockFirebaseFirstStart(app: typeof FirebaseApp, auth: typeof FirebaseAuth): void {
  jest.mocked(app.getApps).mockReturnValue([]);
  jest.mocked(app.initializeApp).mockReturnValue({ name: '[DEFAULT]' } as never);
  jest.mocked(auth.initializeAuth).mockReturnValue({ currentUser: null, emulatorConfig: null } as never);
}

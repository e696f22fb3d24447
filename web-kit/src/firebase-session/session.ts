import { getApp, getApps, initializeApp } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  getAuth,
  indexedDBLocalPersistence,
  initializeAuth,
  onAuthStateChanged,
  signOut,
  type Auth,
} from 'firebase/auth';
// The package's own public entry, not '../client/...': Module Federation shares 'web-kit' as a
// singleton by that request, so this is the same authStore the shell and remotes read.
import { authStore } from 'web-kit';
import type { RuntimeConfig } from 'shared-contracts';

export interface FirebaseSession {
  auth: Auth;
  companyDomain: string;
}

let started: Promise<FirebaseSession> | undefined;
let resolveSession: ((session: FirebaseSession) => void) | undefined;
// Created eagerly so sign-in helpers called before the start (e.g. a fast click) simply wait for it.
let sessionPromise = new Promise<FirebaseSession>((resolve) => {
  resolveSession = resolve;
});

function createAuth(config: RuntimeConfig['firebase']): Auth {
  const app =
    getApps().length > 0
      ? getApp()
      : initializeApp({
          apiKey: config.apiKey,
          authDomain: config.authDomain,
          projectId: config.projectId,
          ...(config.appId ? { appId: config.appId } : {}),
        });
  try {
    // initializeAuth without the popup/redirect resolver keeps the chunk small: we only use password and e-mail
    // link. IndexedDB first (survives reloads), localStorage when IndexedDB is unavailable.
    return initializeAuth(app, { persistence: [indexedDBLocalPersistence, browserLocalPersistence] });
  } catch {
    // Already initialised (hot reload, or a harness that started first): reuse that instance.
    return getAuth(app);
  }
}

/**
 * Starts the Firebase Auth SDK from the runtime config and mirrors its state into `authStore` (ready, user,
 * companyDomain, getIdToken, signOut). Idempotent: later calls return the first session.
 */
export function startFirebaseSession(
  runtimeConfig: Pick<RuntimeConfig, 'firebase' | 'companyDomain'>,
): Promise<FirebaseSession> {
  if (started) return started;
  started = (async () => {
    const auth = createAuth(runtimeConfig.firebase);
    const emulatorUrl = runtimeConfig.firebase.authEmulatorUrl;
    // disableWarnings: the SDK's "emulator mode" banner would cover the bottom of every page.
    if (emulatorUrl && !auth.emulatorConfig)
      connectAuthEmulator(auth, emulatorUrl, { disableWarnings: true });
    authStore.setState({
      companyDomain: runtimeConfig.companyDomain,
      getIdToken: async (forceRefresh) =>
        auth.currentUser ? auth.currentUser.getIdToken(forceRefresh) : null,
      signOut: () => signOut(auth),
    });
    onAuthStateChanged(auth, (user) => {
      authStore.setState({
        ready: true,
        user: user ? { uid: user.uid, email: user.email, emailVerified: user.emailVerified } : null,
      });
    });
    const session = { auth, companyDomain: runtimeConfig.companyDomain };
    resolveSession?.(session);
    return session;
  })();
  return started;
}

/** Resolves once startFirebaseSession has run (sign-in helpers wait on it). */
export function whenFirebaseSession(): Promise<FirebaseSession> {
  return sessionPromise;
}

/** Test seam: forget the started session. */
export function resetFirebaseSessionForTests(): void {
  started = undefined;
  sessionPromise = new Promise<FirebaseSession>((resolve) => {
    resolveSession = resolve;
  });
}

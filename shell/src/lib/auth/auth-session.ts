import type { RuntimeConfig } from 'shared-contracts';
import { authStore } from 'web-kit';
import { syncSignInHint } from './sign-in-hint';
import { whenIdle } from '../when-idle';

let starting: Promise<void> | undefined;

/**
 * Starts Firebase Auth (downloading the SDK chunk on first call) and resolves once authStore is wired. Admin routes
 * and the login pages call it at once; public pages only when this browser has the staff sign-in hint, and then
 * after the browser is idle (startAuthSessionWhenIdle), so visitors never download the SDK.
 */
export function startAuthSession(config: RuntimeConfig): Promise<void> {
  starting ??= import('web-kit/firebase-session')
    .then(({ startFirebaseSession }) => startFirebaseSession(config))
    .then(() => {
      // Only a session that really started may write the hint (a failed SDK download must not clear it).
      syncSignInHint();
    })
    .catch((error: unknown) => {
      console.error('[auth] could not start the sign-in service', error);
      // Nobody can be signed in without the SDK: let guards decide (redirect to login) instead of waiting forever,
      // and let a later call try again.
      authStore.setState({ ready: true, user: null });
      starting = undefined;
      throw error;
    });
  return starting;
}

/** Schedules startAuthSession for when the main thread is idle. Returns a cancel function. */
export function startAuthSessionWhenIdle(config: RuntimeConfig, timeoutMs = 3000): () => void {
  if (starting) return () => {};
  return whenIdle(() => void startAuthSession(config).catch(() => {}), timeoutMs);
}

/** Test seam. */
export function resetAuthSessionForTests(): void {
  starting = undefined;
}

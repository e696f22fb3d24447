import { useEffect, useId, useState, type FormEvent, type ReactNode } from 'react';
import { useStore } from 'zustand';
import { authStore, selectIsStaff } from 'web-kit';
import { MESSAGES } from 'shared-contracts';
import type { RuntimeConfig } from 'shared-contracts';
import { signInWithPassword, signOutStaff, startFirebaseSession } from '../firebase-session/index.js';

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** Password sign-in with the real identity provider; the company-domain refusal and provider errors show inline. */
function SignInForm() {
  const id = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await signInWithPassword(email, password);
    } catch (caught) {
      setError(errorMessage(caught));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form aria-labelledby={`${id}-title`} onSubmit={(event) => void submit(event)} style={{ maxWidth: 320 }}>
      <h1 id={`${id}-title`}>{MESSAGES.login.title}</h1>
      <p>
        <label htmlFor={`${id}-email`}>{MESSAGES.login.emailLabel}</label>
        <br />
        <input
          id={`${id}-email`}
          type="email"
          autoComplete="username"
          required
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
      </p>
      <p>
        <label htmlFor={`${id}-password`}>{MESSAGES.login.passwordLabel}</label>
        <br />
        <input
          id={`${id}-password`}
          type="password"
          autoComplete="current-password"
          required
          value={password}
          onChange={(event) => setPassword(event.target.value)}
        />
      </p>
      <button type="submit" disabled={busy}>
        {busy ? MESSAGES.login.loggingIn : MESSAGES.login.loginWithPassword}
      </button>
      {error && <p role="alert">{error}</p>}
    </form>
  );
}

/**
 * Standalone stand-in for the shell's staff guard: starts Firebase from the runtime config (writing the shared
 * authStore the pages' api client reads tokens from) and renders the pages only for a company-domain user.
 */
export function StaffGate({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  const ready = useStore(authStore, (state) => state.ready);
  const isStaff = useStore(authStore, selectIsStaff);
  const [startError, setStartError] = useState<string | null>(null);

  useEffect(() => {
    startFirebaseSession(config).catch((error: unknown) => setStartError(errorMessage(error)));
  }, [config]);

  if (startError) return <p role="alert">Could not start the sign-in service: {startError}</p>;
  if (!ready) return <p role="status">Checking sign-in...</p>;
  if (!isStaff) return <SignInForm />;
  return (
    <>
      <button type="button" onClick={() => void signOutStaff()}>
        Sign out
      </button>
      {children}
    </>
  );
}

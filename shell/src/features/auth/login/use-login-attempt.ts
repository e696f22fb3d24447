import { useState, type FormEvent } from 'react';
import { useRuntimeConfig } from '../../../lib/runtime-config-context';
import { startAuthSession } from '../../../lib/auth/auth-session';
import { reportLoginError } from './report-login-error';

/**
 * One sign-in form's submit: starts the sign-in service (the SDK may still be downloading), then runs `attempt`;
 * the form is busy meanwhile and a failure is reported as the spec's login error notice.
 */
export function useLoginAttempt(attempt: () => Promise<void>) {
  const config = useRuntimeConfig();
  const [busy, setBusy] = useState(false);

  async function run() {
    setBusy(true);
    try {
      await startAuthSession(config);
      await attempt();
    } catch (error) {
      reportLoginError(error);
    } finally {
      setBusy(false);
    }
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void run();
  }

  return { busy, onSubmit };
}

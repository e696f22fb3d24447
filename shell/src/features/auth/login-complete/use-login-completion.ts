import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { MESSAGES, type RuntimeConfig } from 'shared-contracts';
import { CompanyDomainError, completeLoginLink, LoginLinkError } from 'web-kit/firebase-session';
import { useRuntimeConfig } from '../../../lib/runtime-config-context';
import { startAuthSession } from '../../../lib/auth/auth-session';

export type CompletionPhase =
  | { kind: 'verifying' }
  | { kind: 'redirecting' }
  /** No e-mail stored in this browser: the address is asked for; `error` says why the last one did not work. */
  | { kind: 'askEmail'; busy: boolean; error?: string }
  | { kind: 'failed'; message: string };

/** How long 'Redirecting to admin dashboard...' stays before /admin opens. */
const REDIRECT_DELAY_MS = 600;

// A link's one-time code can be used once: React's StrictMode runs effects twice, so completions are shared by URL.
const completions = new Map<string, Promise<void>>();
function completeOnce(config: RuntimeConfig, href: string): Promise<void> {
  let completion = completions.get(href);
  if (!completion) {
    completion = startAuthSession(config).then(() => completeLoginLink(href).then(() => undefined));
    completions.set(href, completion);
  }
  return completion;
}

/** Where a failed completion leaves the screen: the address prompt when typing an address can put it right. */
function phaseAfter(error: unknown): CompletionPhase {
  if (error instanceof LoginLinkError && error.problem === 'no-email')
    return { kind: 'askEmail', busy: false };
  if (
    error instanceof CompanyDomainError ||
    (error instanceof LoginLinkError && error.problem === 'wrong-email')
  )
    return { kind: 'askEmail', busy: false, error: error.message };
  // LoginLinkError carries the spec's invalid-link text; anything else also means the link is unusable.
  return {
    kind: 'failed',
    message: error instanceof LoginLinkError ? error.message : MESSAGES.login.invalidLink,
  };
}

/**
 * /admin/login/complete's flow: completes the link with the e-mail stored when it was sent; without one, waits for
 * the address (`confirm`), then redirects to /admin.
 */
export function useLoginCompletion() {
  const config = useRuntimeConfig();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<CompletionPhase>({ kind: 'verifying' });
  const active = useRef(true);
  const timer = useRef<number | undefined>(undefined);

  const succeed = useCallback(() => {
    if (!active.current) return;
    setPhase({ kind: 'redirecting' });
    timer.current = window.setTimeout(() => void navigate('/admin', { replace: true }), REDIRECT_DELAY_MS);
  }, [navigate]);
  const fail = useCallback((error: unknown) => {
    if (active.current) setPhase(phaseAfter(error));
  }, []);

  useEffect(() => {
    active.current = true;
    completeOnce(config, window.location.href).then(succeed, fail);
    return () => {
      active.current = false;
      window.clearTimeout(timer.current);
    };
  }, [config, succeed, fail]);

  const confirm = useCallback(
    (email: string) => {
      setPhase({ kind: 'askEmail', busy: true });
      startAuthSession(config)
        .then(() => completeLoginLink(window.location.href, email))
        .then(succeed, fail);
    },
    [config, succeed, fail],
  );

  return { phase, confirm };
}

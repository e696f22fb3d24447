import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Card } from 'antd';
import { MESSAGES } from 'shared-contracts';
import { CompanyDomainError, completeLoginLink, LoginLinkError } from 'web-kit/firebase-session';
import type { RuntimeConfig } from 'shared-contracts';
import { BrandLogo } from '../../../components/brand/BrandLogo';
import { BrandTheme } from 'web-kit/admin-form';
import { useRuntimeConfig } from '../../../lib/runtime-config-context';
import { startAuthSession } from '../../../lib/auth/auth-session';
import '../login/login.css';

type Phase = { kind: 'verifying' } | { kind: 'redirecting' } | { kind: 'failed'; message: string };

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

/** /admin/login/complete: checks the address is a sign-in link and completes it with the stored e-mail. */
export default function LoginCompleteScreen() {
  const config = useRuntimeConfig();
  const navigate = useNavigate();
  const [phase, setPhase] = useState<Phase>({ kind: 'verifying' });

  useEffect(() => {
    let active = true;
    let timer: number | undefined;
    completeOnce(config, window.location.href).then(
      () => {
        if (!active) return;
        setPhase({ kind: 'redirecting' });
        timer = window.setTimeout(() => void navigate('/admin', { replace: true }), REDIRECT_DELAY_MS);
      },
      (error: unknown) => {
        if (!active) return;
        // LoginLinkError carries the spec's no-email / invalid-link text; anything else means the link is unusable.
        const known = error instanceof LoginLinkError || error instanceof CompanyDomainError;
        const message = known ? error.message : MESSAGES.login.invalidLink;
        setPhase({ kind: 'failed', message });
      },
    );
    return () => {
      active = false;
      window.clearTimeout(timer);
    };
  }, [config, navigate]);

  return (
    <BrandTheme>
      <section className="login-screen">
        <Card className="login-screen__card">
          <BrandLogo className="login-screen__brand" />
          <h1 className="login-screen__title">{MESSAGES.login.title}</h1>
          {phase.kind === 'failed' ? (
            <>
              <p role="alert">{phase.message}</p>
              <Link to="/admin/login">{MESSAGES.login.title}</Link>
            </>
          ) : (
            <p role="status">
              {phase.kind === 'verifying' ? MESSAGES.login.verifying : MESSAGES.login.redirecting}
            </p>
          )}
        </Card>
      </section>
    </BrandTheme>
  );
}

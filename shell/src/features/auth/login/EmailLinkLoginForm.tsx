import { useState, type FormEvent } from 'react';
import { Button, Input } from 'antd';
import { MESSAGES } from 'shared-contracts';
import { toast } from 'shared-contracts/client';
import { sendLoginLink } from 'shared-contracts/firebase-session';
import { useRuntimeConfig } from '../../../lib/runtime-config-context';
import { startAuthSession } from '../session/auth-session';
import { reportLoginError } from './report-login-error';

/** 'Email Link' tab: sends a sign-in link; the e-mail is remembered in this browser until the link is opened. */
export function EmailLinkLoginForm() {
  const config = useRuntimeConfig();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setSent(false);
    try {
      await startAuthSession(config);
      await sendLoginLink(email);
      setSent(true);
      toast({ title: MESSAGES.login.linkSent });
    } catch (error) {
      reportLoginError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="login-form" onSubmit={(event) => void submit(event)}>
      <label htmlFor="login-link-email">{MESSAGES.login.emailLabel}</label>
      <Input
        id="login-link-email"
        type="email"
        name="email"
        autoComplete="username"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <Button type="primary" htmlType="submit" block disabled={busy}>
        {busy ? MESSAGES.login.sendingLink : MESSAGES.login.sendLink}
      </Button>
      {sent && (
        <p className="login-form__sent" role="status">
          {MESSAGES.login.linkSent}
        </p>
      )}
    </form>
  );
}

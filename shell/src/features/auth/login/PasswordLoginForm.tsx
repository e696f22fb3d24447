import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Input } from 'antd';
import { MESSAGES } from 'shared-contracts';
import { toast } from 'shared-contracts/client';
import { signInWithPassword } from 'shared-contracts/firebase-session';
import { useRuntimeConfig } from '../../../lib/runtime-config-context';
import { startAuthSession } from '../session/auth-session';
import { reportLoginError } from './report-login-error';

/** 'Password' tab: both fields required, the e-mail format checked by the browser (spec section 5). */
export function PasswordLoginForm() {
  const config = useRuntimeConfig();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    try {
      await startAuthSession(config);
      await signInWithPassword(email, password);
      toast({ title: MESSAGES.login.success });
      void navigate('/admin');
    } catch (error) {
      reportLoginError(error);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="login-form" onSubmit={(event) => void submit(event)}>
      <label htmlFor="login-password-email">{MESSAGES.login.emailLabel}</label>
      <Input
        id="login-password-email"
        type="email"
        name="email"
        autoComplete="username"
        required
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <label htmlFor="login-password-password">{MESSAGES.login.passwordLabel}</label>
      <Input.Password
        id="login-password-password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="primary" htmlType="submit" block disabled={busy}>
        {busy ? MESSAGES.login.loggingIn : MESSAGES.login.loginWithPassword}
      </Button>
    </form>
  );
}

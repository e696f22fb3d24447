import { useId, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button, Input } from 'antd';
import { MESSAGES } from 'shared-contracts';
import { toast } from 'web-kit';
import { signInWithPassword } from 'web-kit/firebase-session';
import { returnPathFrom } from '../../../lib/auth/return-path';
import { LoginEmailInput } from './LoginEmailInput';
import { useLoginAttempt } from './use-login-attempt';

/** 'Password' tab: both fields required, the e-mail format checked by the browser (spec section 5). */
export function PasswordLoginForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const passwordId = useId();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const login = useLoginAttempt(async () => {
    await signInWithPassword(email, password);
    toast({ title: MESSAGES.login.success });
    void navigate(returnPathFrom(location.state));
  });

  return (
    <form className="login-form" onSubmit={login.onSubmit}>
      <LoginEmailInput value={email} onChange={setEmail} />
      <label htmlFor={passwordId}>{MESSAGES.login.passwordLabel}</label>
      <Input.Password
        id={passwordId}
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onChange={(event) => setPassword(event.target.value)}
      />
      <Button type="primary" htmlType="submit" block disabled={login.busy}>
        {login.busy ? MESSAGES.login.loggingIn : MESSAGES.login.loginWithPassword}
      </Button>
    </form>
  );
}

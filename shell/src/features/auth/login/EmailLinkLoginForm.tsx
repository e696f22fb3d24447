import { useState } from 'react';
import { Button } from 'antd';
import { MESSAGES } from 'shared-contracts';
import { toast } from 'web-kit';
import { sendLoginLink } from 'web-kit/firebase-session';
import { LoginEmailInput } from './LoginEmailInput';
import { useLoginAttempt } from './use-login-attempt';

/** 'Email Link' tab: sends a sign-in link; the e-mail is remembered in this browser until the link is opened. */
export function EmailLinkLoginForm() {
  const [email, setEmail] = useState('');
  const [sent, setSent] = useState(false);
  const login = useLoginAttempt(async () => {
    await sendLoginLink(email);
    setSent(true);
    toast({ title: MESSAGES.login.linkSent });
  });

  return (
    <form
      className="login-form"
      onSubmit={(event) => {
        // A new attempt hides the previous 'sent' line, whatever this one's outcome.
        setSent(false);
        login.onSubmit(event);
      }}
    >
      <LoginEmailInput value={email} onChange={setEmail} />
      <Button type="primary" htmlType="submit" block disabled={login.busy}>
        {login.busy ? MESSAGES.login.sendingLink : MESSAGES.login.sendLink}
      </Button>
      {sent && (
        <p className="login-form__sent" role="status">
          {MESSAGES.login.linkSent}
        </p>
      )}
    </form>
  );
}

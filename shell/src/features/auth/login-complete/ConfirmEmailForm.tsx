import { useId, useState } from 'react';
import { Button } from 'antd';
import { MESSAGES } from 'shared-contracts';
import { LoginEmailInput } from '../login/LoginEmailInput';

interface Props {
  /** Completes the sign-in with the typed address. */
  onConfirm: (email: string) => void;
  busy: boolean;
  /** Why the last address did not work (outside the company domain, not the one the link was sent to). */
  error?: string;
}

/**
 * Firebase's recommended step for a sign-in link opened in a browser that did not send it (the link read on a phone):
 * ask for the address the link was sent to. The same field and checks as the login form (required, e-mail format by
 * the browser, company domain before the provider is called).
 */
export function ConfirmEmailForm({ onConfirm, busy, error }: Props) {
  const [email, setEmail] = useState('');
  const errorId = useId();
  return (
    <form
      className="login-form"
      onSubmit={(event) => {
        event.preventDefault();
        onConfirm(email);
      }}
    >
      <p className="login-form__prompt">{MESSAGES.login.confirmEmailPrompt}</p>
      {/* The only thing to do on this screen, so the field takes focus at once. */}
      <LoginEmailInput value={email} onChange={setEmail} errorId={error ? errorId : undefined} autoFocus />
      {error ? (
        <p id={errorId} className="login-form__error" role="alert">
          {error}
        </p>
      ) : null}
      <Button type="primary" htmlType="submit" block disabled={busy}>
        {busy ? MESSAGES.login.verifying : MESSAGES.login.confirmEmail}
      </Button>
    </form>
  );
}

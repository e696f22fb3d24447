import { useId } from 'react';
import { Input } from 'antd';
import { MESSAGES } from 'shared-contracts';

interface Props {
  value: string;
  onChange: (email: string) => void;
  /** Id of the message that says what is wrong with the address, when something is. */
  errorId?: string;
  autoFocus?: boolean;
}

/**
 * The labelled e-mail box of both sign-in tabs and of the link completion's address prompt; its format and presence
 * are checked by the browser.
 */
export function LoginEmailInput({ value, onChange, errorId, autoFocus }: Props) {
  const id = useId();
  return (
    <>
      <label htmlFor={id}>{MESSAGES.login.emailLabel}</label>
      <Input
        id={id}
        type="email"
        name="email"
        autoComplete="username"
        required
        autoFocus={autoFocus}
        status={errorId ? 'error' : undefined}
        aria-invalid={errorId ? true : undefined}
        aria-describedby={errorId}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

import { useId } from 'react';
import { Input } from 'antd';
import { MESSAGES } from 'shared-contracts';

/** The labelled e-mail box of both sign-in tabs; its format and presence are checked by the browser. */
export function LoginEmailInput({ value, onChange }: { value: string; onChange: (email: string) => void }) {
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
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </>
  );
}

import type { ReactNode } from 'react';
import { Form } from 'antd';

/** The id of the validation message under the control `htmlFor`: the control names it in aria-describedby. */
export const errorIdOf = (htmlFor: string) => `${htmlFor}-error`;

/**
 * A labelled antd form row whose control is `htmlFor`; a validation message turns it red and shows under it, with an
 * id (errorIdOf) the control points to, so a screen reader reads the message with the field (issue 33).
 */
export function FieldItem({
  label,
  htmlFor,
  error,
  children,
}: {
  label: ReactNode;
  htmlFor: string;
  error: string | undefined;
  children: ReactNode;
}) {
  return (
    <Form.Item
      label={label}
      htmlFor={htmlFor}
      validateStatus={error ? 'error' : undefined}
      help={error && <span id={errorIdOf(htmlFor)}>{error}</span>}
    >
      {children}
    </Form.Item>
  );
}

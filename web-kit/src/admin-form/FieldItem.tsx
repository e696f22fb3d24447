import type { ReactNode } from 'react';
import { Form } from 'antd';

/** A labelled antd form row whose control is `htmlFor`; a validation message turns it red and shows under it. */
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
    <Form.Item label={label} htmlFor={htmlFor} validateStatus={error ? 'error' : undefined} help={error}>
      {children}
    </Form.Item>
  );
}

import { Form, Input, Typography } from 'antd';
import type { ReactNode } from 'react';
import './text-with-count.css';

export interface TextWithCountFieldProps {
  /** The text box's id (its label points at it); the hint and the error are named after it. */
  id: string;
  label: ReactNode;
  hint: string;
  /** The rule the text breaks, shown under the box and read with it; none while it is fine. */
  error?: string;
  value: string;
  onChange: (text: string) => void;
  maxLength: number;
  maxRows: number;
  disabled?: boolean;
}

/**
 * A labelled multi-line text box with its character count, a hint beside the count (text-with-count.css keeps them
 * apart) and the rule it breaks; the box is described by the error and the hint. Used for replies and templates.
 */
export function TextWithCountField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  maxLength,
  maxRows,
  disabled,
}: TextWithCountFieldProps) {
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  return (
    <Form.Item
      className="text-with-count"
      label={label}
      htmlFor={id}
      validateStatus={error ? 'error' : undefined}
      help={error && <span id={errorId}>{error}</span>}
      extra={
        <Typography.Text id={hintId} type="secondary">
          {hint}
        </Typography.Text>
      }
    >
      <Input.TextArea
        id={id}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        autoSize={{ minRows: 4, maxRows }}
        maxLength={maxLength}
        showCount
        disabled={disabled}
        aria-invalid={Boolean(error)}
        aria-describedby={[error ? errorId : '', hintId].filter(Boolean).join(' ')}
      />
    </Form.Item>
  );
}

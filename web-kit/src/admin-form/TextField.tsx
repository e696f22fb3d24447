import { useId, type ReactNode } from 'react';
import { Input, type InputProps } from 'antd';
import { useController, type FieldValues } from 'react-hook-form';
import type { FieldBinding } from './field-binding.js';
import { errorIdOf, FieldItem } from './FieldItem.js';

export interface TextFieldProps<T extends FieldValues>
  extends FieldBinding<T>, Pick<InputProps, 'type' | 'maxLength' | 'onPressEnter' | 'autoComplete'> {
  label: ReactNode;
  /** Visible lines of a multi-line field; without it the field is a one-line input. */
  rows?: number;
}

/** A labelled text field with its validation message. */
export function TextField<T extends FieldValues>({
  control,
  name,
  label,
  rows,
  maxLength,
  ...oneLineProps
}: TextFieldProps<T>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  // A field reset to null/undefined (e.g. an optional neighborhood) shows empty instead of turning uncontrolled.
  const bound = {
    ...field,
    value: field.value ?? '',
    id,
    maxLength,
    'aria-invalid': Boolean(error),
    'aria-describedby': error ? errorIdOf(id) : undefined,
  };
  return (
    <FieldItem label={label} htmlFor={id} error={error}>
      {rows ? <Input.TextArea {...bound} rows={rows} /> : <Input {...bound} {...oneLineProps} />}
    </FieldItem>
  );
}

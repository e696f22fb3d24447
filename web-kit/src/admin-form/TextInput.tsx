import { Input, type InputProps } from 'antd';
import { useController, type FieldValues } from 'react-hook-form';
import type { FieldBinding } from './field-binding.js';

export type TextInputProps<T extends FieldValues> = FieldBinding<T> &
  Omit<InputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'> & {
    /** The caller labels it (a <label htmlFor> or a Form.Item), so the id is required. */
    id: string;
    /** What the box keeps of each keystroke or paste (e.g. shared-contracts' zipInputValue: digits only). */
    normalize?: (typed: string) => string;
  };

/** A bare one-line input bound to a form field, for layouts that place its label and errors themselves. */
export function TextInput<T extends FieldValues>({ control, name, normalize, ...inputProps }: TextInputProps<T>) {
  const { field } = useController({ control, name });
  return (
    <Input
      {...field}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(normalize ? normalize(event.target.value) : event.target.value)}
      {...inputProps}
    />
  );
}

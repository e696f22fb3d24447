import { Input, type InputProps } from 'antd';
import { useController, type FieldValues } from 'react-hook-form';
import type { FieldBinding } from './field-binding.js';

export type TextInputProps<T extends FieldValues> = FieldBinding<T> &
  Omit<InputProps, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'> & {
    /** The caller labels it (a <label htmlFor> or a Form.Item), so the id is required. */
    id: string;
  };

/** A bare one-line input bound to a form field, for layouts that place its label and errors themselves. */
export function TextInput<T extends FieldValues>({ control, name, ...inputProps }: TextInputProps<T>) {
  const { field } = useController({ control, name });
  return <Input {...field} value={field.value ?? ''} {...inputProps} />;
}

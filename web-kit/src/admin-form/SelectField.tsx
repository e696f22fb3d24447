import { useId, type ReactNode } from 'react';
import { Select } from 'antd';
import { useController, type FieldValues } from 'react-hook-form';
import type { FieldBinding } from './field-binding.js';
import { errorIdOf, FieldItem } from './FieldItem.js';

export interface SelectFieldProps<T extends FieldValues> extends FieldBinding<T> {
  label: ReactNode;
  options: { value: string; label: string }[];
  placeholder: string;
  /** Typing filters the options by their label (a long list such as the time zones). */
  showSearch?: boolean;
}

/** A labelled single-choice dropdown; an empty value shows the placeholder. */
export function SelectField<T extends FieldValues>({
  control,
  name,
  label,
  options,
  placeholder,
  showSearch = false,
}: SelectFieldProps<T>) {
  const id = useId();
  const { field, fieldState } = useController({ control, name });
  const error = fieldState.error?.message;
  return (
    <FieldItem label={label} htmlFor={id} error={error}>
      <Select
        id={id}
        value={field.value || undefined}
        onChange={field.onChange}
        onBlur={field.onBlur}
        placeholder={placeholder}
        options={options}
        showSearch={showSearch ? { optionFilterProp: 'label' } : false}
        aria-invalid={Boolean(error)}
        aria-describedby={error ? errorIdOf(id) : undefined}
      />
    </FieldItem>
  );
}

import { useId, type ReactNode } from 'react';
import { Form, Radio } from 'antd';
import { useController, type FieldValues } from 'react-hook-form';
import type { FieldBinding } from './field-binding.js';

export interface RadioButtonsFieldProps<T extends FieldValues> extends FieldBinding<T> {
  label: ReactNode;
  options: readonly string[];
}

/** A labelled row of radio buttons, one per option (each option is its own label and value). */
export function RadioButtonsField<T extends FieldValues>({
  control,
  name,
  label,
  options,
}: RadioButtonsFieldProps<T>) {
  // A radio group has no single control for a <label htmlFor>: the group is named by the label's id instead.
  const labelId = useId();
  const { field } = useController({ control, name });
  return (
    <Form.Item label={<span id={labelId}>{label}</span>}>
      <Radio.Group
        aria-labelledby={labelId}
        optionType="button"
        value={field.value}
        onChange={(event) => field.onChange(event.target.value)}
        options={options.map((option) => ({ label: option, value: option }))}
      />
    </Form.Item>
  );
}

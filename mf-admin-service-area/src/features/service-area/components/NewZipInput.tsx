import type { CSSProperties } from 'react';
import type { Control } from 'react-hook-form';
import { ZIP_CODE_LENGTH, zipInputValue } from 'shared-contracts';
import { TextInput } from 'web-kit/admin-form';
import type { AddZipValues } from '../hooks/use-add-zip-form';

/** The id of the alert under an add form that says why the ZIP in the box `zipId` is refused. */
export const zipErrorIdOf = (zipId: string) => `${zipId}-error`;

/**
 * The ZIP box of both add forms: digits only (a letter typed or pasted never shows), digits keyboard, no autofill
 * suggestions, Enter adds. Its label and its error (InvalidZipAlert under the form, with the id zipErrorIdOf) are
 * placed by the form around it; while invalid the box names that alert in aria-describedby, so a screen reader reads
 * the reason with the field (issue 33).
 */
export function NewZipInput({
  control,
  id,
  invalid,
  onEnter,
  style,
}: {
  control: Control<AddZipValues>;
  id: string;
  invalid: boolean;
  onEnter: () => void;
  style?: CSSProperties;
}) {
  return (
    <TextInput
      control={control}
      name="zipCode"
      id={id}
      maxLength={ZIP_CODE_LENGTH}
      normalize={zipInputValue}
      inputMode="numeric"
      pattern="[0-9]*"
      autoComplete="off"
      placeholder="78205"
      status={invalid ? 'error' : undefined}
      aria-invalid={invalid}
      aria-describedby={invalid ? zipErrorIdOf(id) : undefined}
      onPressEnter={onEnter}
      style={style}
    />
  );
}

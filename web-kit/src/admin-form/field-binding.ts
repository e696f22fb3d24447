import type { Control, FieldPath, FieldValues } from 'react-hook-form';

/** Which field of which react-hook-form form a kit component edits. */
export interface FieldBinding<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
}

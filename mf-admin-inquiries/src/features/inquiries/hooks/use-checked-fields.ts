import { useState } from 'react';
import type { z } from 'zod';

type Fields = Record<string, string>;

/**
 * The text fields of a small form (a reply template's title and text), checked with the API's own rule before they
 * are sent, as useCheckedText does for one box: each broken rule's message shows under its field until that field
 * changes. The values stay when saving fails, so nothing typed is lost.
 */
export function useCheckedFields<T extends Fields>(schema: z.ZodType<T>, initial: T) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof T, string>>>({});
  return {
    values,
    errors,
    change: (field: keyof T, value: string) => {
      setValues((current) => ({ ...current, [field]: value }));
      setErrors((current) => ({ ...current, [field]: undefined }));
    },
    /** The checked body, or undefined once each broken field's first message is shown. */
    check: (): T | undefined => {
      const parsed = schema.safeParse(values);
      if (parsed.success) return parsed.data;
      const found: Partial<Record<keyof T, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof T | undefined;
        if (field !== undefined && found[field] === undefined) found[field] = issue.message;
      }
      setErrors(found);
      return undefined;
    },
  };
}

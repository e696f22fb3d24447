import { useState } from 'react';
import type { z } from 'zod';

/**
 * The text of a box that is sent as `{ text }` (an internal note, a reply): checked with the API's own rule before it
 * is sent, its message shown until the text changes. The text stays when sending fails; `clear` after a success.
 */
export function useCheckedText(schema: z.ZodType<{ text: string }>) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  return {
    text,
    error,
    change: (value: string) => {
      setText(value);
      setError(undefined);
    },
    clear: () => setText(''),
    /** The checked body, or undefined once the broken rule's message is shown. */
    check: (): { text: string } | undefined => {
      const parsed = schema.safeParse({ text });
      if (parsed.success) return parsed.data;
      setError(parsed.error.issues[0]?.message);
      return undefined;
    },
  };
}

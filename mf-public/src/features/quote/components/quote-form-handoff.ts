import { createContext } from 'react';
import type { QuoteRequest } from 'shared-contracts';

/** What a visitor did in the early form (EarlyQuoteForm) before the real one arrived. */
export interface EarlyQuoteInput {
  /** The fields' text as left (empty ones left out). */
  values: Partial<QuoteRequest>;
  /** The field that has the focus, with its caret or selection; none when the focus is elsewhere. */
  focused?: { name: string; start: number | null; end: number | null };
  /** Send was pressed (or Enter in a field). */
  submit: boolean;
}

/** How the real form takes the early one's place: `take` once it is drawn, then `done` removes the early form. */
export interface QuoteFormHandoff {
  take(): EarlyQuoteInput | undefined;
  done(): void;
}

export const QuoteFormHandoffContext = createContext<QuoteFormHandoff | null>(null);

type Field = HTMLInputElement | HTMLTextAreaElement;

/** Reads the early form as the visitor left it. */
export function readEarlyForm(form: HTMLFormElement, submit: boolean): EarlyQuoteInput {
  const values: Record<string, string> = {};
  for (const field of form.querySelectorAll<Field>('input[name], textarea[name]'))
    if (field.value) values[field.name] = field.value;
  const active = document.activeElement;
  const focused =
    (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) && form.contains(active)
      ? { name: active.name, start: active.selectionStart, end: active.selectionEnd }
      : undefined;
  return { values, focused, submit };
}

/** Whether the visitor has already used the early form (typed into it, or is in one of its fields). */
export function earlyFormUsed(form: HTMLFormElement): boolean {
  const { values, focused } = readEarlyForm(form, false);
  return Boolean(focused) || Object.keys(values).length > 0;
}

import type { FieldErrors } from 'react-hook-form';

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const isNamedControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement ||
  element instanceof HTMLTextAreaElement ||
  element instanceof HTMLSelectElement;

/**
 * After an invalid submit, focuses the first invalid control in the form's document order, which is the order the
 * visitor reads it in. react-hook-form's own focus follows the order fields were registered in (ZIP Code came first),
 * and lets the browser scroll the control under the sticky header: here the control is scrolled into view with its
 * CSS scroll-margin, which leaves room for the header and the control's label.
 */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: FieldErrors): void {
  if (!form) return;
  const first = Array.from(form.elements).find(
    (element) => isNamedControl(element) && Object.hasOwn(errors, element.name),
  );
  if (!first || !isNamedControl(first)) return;
  first.focus({ preventScroll: true });
  first.scrollIntoView({ block: 'nearest' });
}

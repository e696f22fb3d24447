import type { MouseEvent } from 'react';

/** Marks a skeleton field with the name of the real field that takes its place (SKELETON_SUBMIT: the send button). */
export const SKELETON_FIELD_ATTRIBUTE = 'data-quote-field';
export const SKELETON_SUBMIT = 'submit';

/** How long a tap on the skeleton waits for the form before it is forgotten. */
const WAIT_MS = 10_000;

/** The skeleton field under a point. Its boxes are inert (no event reaches them), so it is found by position. */
function skeletonFieldAt(slot: HTMLElement, x: number, y: number): string | undefined {
  for (const field of slot.querySelectorAll<HTMLElement>(`[${SKELETON_FIELD_ATTRIBUTE}]`)) {
    const box = field.getBoundingClientRect();
    if (x >= box.left && x <= box.right && y >= box.top && y <= box.bottom)
      return field.getAttribute(SKELETON_FIELD_ATTRIBUTE) ?? undefined;
  }
  return undefined;
}

/** Controls a visitor may have gone on to use meanwhile: their focus is left alone. */
const CONTROL = 'input, textarea, select, button, a[href], [contenteditable]';

/**
 * Focuses the form's field `name` in `slot` once it is there, unless the visitor has gone on to another control; the
 * send button sends the form then (it shows what is missing, as a tap on the real button does).
 */
function focusWhenThere(slot: HTMLElement, name: string): void {
  const focus = () => {
    if (name === SKELETON_SUBMIT) {
      const form = slot.querySelector('form');
      form?.requestSubmit();
      return Boolean(form);
    }
    const input = slot.querySelector<HTMLElement>(`form [name="${name}"]`);
    if (!input) return false;
    // The tap itself focused what holds the slot (the page's <main>): that is not a choice of the visitor's.
    const active = document.activeElement;
    if (!active?.matches(CONTROL) || slot.contains(active)) input.focus();
    return true;
  };
  if (focus()) return;
  const observer = new MutationObserver(() => {
    if (focus()) observer.disconnect();
  });
  observer.observe(slot, { childList: true, subtree: true });
  setTimeout(() => observer.disconnect(), WAIT_MS);
}

/**
 * A tap on the quote form's skeleton is not lost (issue 28): the field tapped takes the focus as soon as the real form
 * has taken the skeleton's place, and `onTap` may start loading the form. For the click of the form's slot: a click,
 * not a pointerdown, so a tap made before the app had started, which the page's early events replay as a click at the
 * same point (issue 44), is answered too.
 */
export function skeletonTapHandler(onTap?: () => void) {
  return (event: MouseEvent<HTMLElement>) => {
    const name = skeletonFieldAt(event.currentTarget, event.clientX, event.clientY);
    if (!name) return;
    onTap?.();
    focusWhenThere(event.currentTarget, name);
  };
}

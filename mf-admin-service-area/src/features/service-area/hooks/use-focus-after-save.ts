import { useCallback, useRef } from 'react';

/**
 * A save button that turns disabled once its changes are saved would drop the focus to <body> (issue 33: keyboard
 * users lose their place). `moveFocus`, called when the save succeeds, hands the focus from that button to `targetRef`
 * (a line that says what is listed now, focusable with tabIndex -1); focus anywhere else stays where it is.
 */
export function useFocusAfterSave<T extends HTMLElement>() {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const targetRef = useRef<T>(null);
  const moveFocus = useCallback(() => {
    if (buttonRef.current && document.activeElement === buttonRef.current) targetRef.current?.focus();
  }, []);
  return { buttonRef, targetRef, moveFocus };
}

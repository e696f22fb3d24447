import { createStore } from 'zustand/vanilla';
import { LIMITS } from 'shared-contracts';

export type ToastVariant = 'default' | 'destructive';

/**
 * A button in the toast (e.g. Undo): the shell's toaster draws it before the close button, reachable by Tab (F8 moves
 * focus to the notifications), and closes the toast once it is pressed. Since web-kit 1.2.0: a remote that sets it
 * needs a shell of 1.2.0 or later, which its build declares (web-kit `^<version>`), so can-deploy refuses an older one.
 */
export interface ToastAction {
  label: string;
  onAction: () => void;
}

export interface Toast {
  id: string;
  title?: string;
  description?: string;
  /** A small line under the description, e.g. the identity provider's error code. */
  details?: string;
  variant: ToastVariant;
  open: boolean;
  durationMs: number;
  action?: ToastAction;
}

export interface ToastInput {
  title?: string;
  description?: string;
  details?: string;
  variant?: ToastVariant;
  /** Default LIMITS.toast.durationMs; with an action, LIMITS.toast.actionDurationMs (time to reach the button). */
  durationMs?: number;
  action?: ToastAction;
}

interface ToastState {
  toasts: Toast[];
}

export const toastStore = createStore<ToastState>(() => ({ toasts: [] }));

let counter = 0;

/** Shows a toast; only the newest stays (spec section 9: at most 1 visible). Returns its id. */
export function toast(input: ToastInput): string {
  counter += 1;
  const id = `toast-${counter}`;
  const next: Toast = {
    id,
    title: input.title,
    description: input.description,
    details: input.details,
    variant: input.variant ?? 'default',
    open: true,
    durationMs:
      input.durationMs ?? (input.action ? LIMITS.toast.actionDurationMs : LIMITS.toast.durationMs),
    ...(input.action && { action: input.action }),
  };
  toastStore.setState((state) => ({ toasts: [next, ...state.toasts].slice(0, LIMITS.toast.limit) }));
  return id;
}

export function dismissToast(id: string): void {
  toastStore.setState((state) => ({
    toasts: state.toasts.map((t) => (t.id === id ? { ...t, open: false } : t)),
  }));
}

export function removeToast(id: string): void {
  toastStore.setState((state) => ({ toasts: state.toasts.filter((t) => t.id !== id) }));
}

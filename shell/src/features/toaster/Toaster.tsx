import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { useStore } from 'zustand';
import { LIMITS } from 'shared-contracts';
import { dismissToast, removeToast, toastStore, type Toast } from 'shared-contracts/client';
import './toaster.css';

/** Keyboard shortcut that moves focus to the notifications (spec section 9: hotkey F8). */
export const TOASTER_HOTKEY = 'F8';

/**
 * The page's single toast outlet (shell root, so public and admin routes share it; remotes only call toast()).
 * Shows the newest open toast (at most 1, spec section 9), closes it after its duration (default 5000 ms; paused while
 * hovered or focused), removes it after the spec's delay, can be dismissed with the close button or a swipe to the
 * right. F8 focuses the region. Plain React and CSS: it sits on public routes, where antd must not load.
 */
export function Toaster() {
  const toasts = useStore(toastStore, (state) => state.toasts);
  const regionRef = useRef<HTMLElement>(null);
  const open = toasts.filter((t) => t.open).slice(0, LIMITS.toast.limit);
  const closed = toasts.filter((t) => !t.open);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== TOASTER_HOTKEY) return;
      event.preventDefault();
      regionRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <section ref={regionRef} className="toaster" aria-label={`Notifications (${TOASTER_HOTKEY})`} tabIndex={-1}>
      {open.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
      {closed.map((t) => (
        <RemoveLater key={t.id} id={t.id} />
      ))}
    </section>
  );
}

/** A dismissed toast leaves the store after the spec's removal delay. */
function RemoveLater({ id }: { id: string }) {
  useEffect(() => {
    const remove = window.setTimeout(() => removeToast(id), LIMITS.toast.removeDelayMs);
    return () => window.clearTimeout(remove);
  }, [id]);
  return null;
}

function ToastItem({ toast }: { toast: Toast }) {
  const [paused, setPaused] = useState(false);
  const [offset, setOffset] = useState(0);
  const swipeStart = useRef<number | null>(null);

  useEffect(() => {
    if (paused) return;
    const close = window.setTimeout(() => dismissToast(toast.id), toast.durationMs);
    return () => window.clearTimeout(close);
  }, [toast.id, toast.durationMs, paused]);

  // Swipe right past the threshold (spec section 9: 50 px, direction right) dismisses; otherwise it snaps back.
  const onPointerDown = (event: ReactPointerEvent) => {
    swipeStart.current = event.clientX;
  };
  const onPointerMove = (event: ReactPointerEvent) => {
    if (swipeStart.current !== null) setOffset(Math.max(0, event.clientX - swipeStart.current));
  };
  const onPointerEnd = (event: ReactPointerEvent) => {
    if (swipeStart.current === null) return;
    const distance = event.clientX - swipeStart.current;
    swipeStart.current = null;
    if (distance > LIMITS.toast.swipeThreshold) dismissToast(toast.id);
    else setOffset(0);
  };

  const destructive = toast.variant === 'destructive';
  return (
    <div
      className={`toast${destructive ? ' toast--destructive' : ''}`}
      role={destructive ? 'alert' : 'status'}
      aria-atomic="true"
      style={offset ? { transform: `translateX(${offset}px)`, opacity: Math.max(0.3, 1 - offset / 200) } : undefined}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerEnd}
      onPointerCancel={() => {
        swipeStart.current = null;
        setOffset(0);
      }}
    >
      <div className="toast__body">
        {toast.title && <p className="toast__title">{toast.title}</p>}
        {toast.description && <p className="toast__description">{toast.description}</p>}
      </div>
      <button
        type="button"
        className="toast__close"
        aria-label="Close notification"
        onClick={() => dismissToast(toast.id)}
      >
        ×
      </button>
    </div>
  );
}

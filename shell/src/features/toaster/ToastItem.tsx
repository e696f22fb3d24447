import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from 'react';
import { LIMITS } from 'shared-contracts';
import { dismissToast, type Toast } from 'web-kit';

/**
 * One toast: closes after its duration (paused while hovered or focused), a swipe right or the close button. Its
 * optional action (e.g. Undo) is a button before the close one; pressing it runs the action and closes the toast.
 */
export function ToastItem({ toast }: { toast: Toast }) {
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
        {toast.details && <p className="toast__details">{toast.details}</p>}
      </div>
      {toast.action && (
        <button
          type="button"
          className="toast__action"
          onClick={() => {
            toast.action?.onAction();
            dismissToast(toast.id);
          }}
        >
          {toast.action.label}
        </button>
      )}
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

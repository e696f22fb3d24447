import { lazy, Suspense, useEffect, useRef } from 'react';
import { useStore } from 'zustand';
import { LIMITS } from 'shared-contracts';
import { removeToast, toastStore } from 'web-kit';
import { whenIdle } from '../../lib/when-idle';
import { loadToastItem } from './load-toast-item';
import './toaster.css';

const ToastItem = lazy(() => loadToastItem().then(({ ToastItem }) => ({ default: ToastItem })));
/** Late enough to stay out of a public page's busy first seconds. */
const PREFETCH_TIMEOUT_MS = 10_000;

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

  // A toast's own code (timers, swipe) is not in the first load: most visits never show one. It is fetched once the
  // page is idle, not with the first toast: that toast may come after the connection dropped ("Failed to load gallery
  // items" offline), when nothing can be fetched any more.
  useEffect(() => whenIdle(() => void loadToastItem().catch(() => undefined), PREFETCH_TIMEOUT_MS), []);

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
      <Suspense fallback={null}>
        {open.map((t) => (
          <ToastItem key={t.id} toast={t} />
        ))}
      </Suspense>
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

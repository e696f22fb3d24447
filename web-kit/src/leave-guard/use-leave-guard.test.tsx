import { renderHook } from '@testing-library/react';
import { addLeaveGuard, hasUnsavedChanges } from './registry.js';
import { useLeaveGuard } from './use-leave-guard.js';

/** Dispatches beforeunload as the browser does on close or reload; true when the page asked to stay. */
function closeTab(): boolean {
  const event = new Event('beforeunload', { cancelable: true }) as BeforeUnloadEvent;
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('useLeaveGuard', () => {
  it('guards nothing while there is nothing unsaved', () => {
    renderHook(() => useLeaveGuard(false));
    expect(hasUnsavedChanges()).toBe(false);
    expect(closeTab()).toBe(false);
  });

  it('asks before closing or reloading while unsaved, and stops once saved or unmounted', () => {
    const { rerender, unmount } = renderHook(({ unsaved }) => useLeaveGuard(unsaved), {
      initialProps: { unsaved: true },
    });
    expect(hasUnsavedChanges()).toBe(true);
    expect(closeTab()).toBe(true);

    rerender({ unsaved: false });
    expect(hasUnsavedChanges()).toBe(false);
    expect(closeTab()).toBe(false);

    rerender({ unsaved: true });
    expect(hasUnsavedChanges()).toBe(true);
    unmount();
    expect(hasUnsavedChanges()).toBe(false);
    expect(closeTab()).toBe(false);
  });

  it('counts each editor: the page stays guarded until the last one is clean', () => {
    const first = renderHook(() => useLeaveGuard(true));
    const second = renderHook(({ unsaved }) => useLeaveGuard(unsaved), { initialProps: { unsaved: true } });
    second.rerender({ unsaved: false });
    expect(hasUnsavedChanges()).toBe(true);
    first.unmount();
    expect(hasUnsavedChanges()).toBe(false);
    second.unmount();
  });
});

describe('the leave-guard registry', () => {
  it('is one per page, shared by every bundled copy of this entry (kept on globalThis)', () => {
    const remove = addLeaveGuard();
    jest.isolateModules(() => {
      // A second copy of the module, as another remote's bundle would have.
      // eslint-disable-next-line @typescript-eslint/no-require-imports
      const copy = require('./registry.js') as typeof import('./registry.js');
      expect(copy.hasUnsavedChanges()).toBe(true);
      remove();
      expect(copy.hasUnsavedChanges()).toBe(false);
    });
  });
});

import { dismissToast, toast, toastStore } from './toast-store.js';

describe('toast store', () => {
  it('keeps only the newest toast visible, with the default duration', () => {
    toast({ title: 'First' });
    const id = toast({ title: 'Second', variant: 'destructive' });
    const { toasts } = toastStore.getState();
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toMatchObject({
      id,
      title: 'Second',
      variant: 'destructive',
      open: true,
      durationMs: 5000,
    });
  });

  it('dismisses by id', () => {
    const id = toast({ title: 'Bye' });
    dismissToast(id);
    expect(toastStore.getState().toasts[0]?.open).toBe(false);
  });

  it('carries an optional action and then stays longer; without one the toast is as before', () => {
    const onAction = jest.fn();
    toast({ title: 'Deleted', action: { label: 'Undo', onAction } });
    expect(toastStore.getState().toasts[0]).toMatchObject({
      title: 'Deleted',
      durationMs: 10_000,
      action: { label: 'Undo', onAction },
    });
    toast({ title: 'Plain' });
    expect(toastStore.getState().toasts[0]).not.toHaveProperty('action');
    expect(toastStore.getState().toasts[0]?.durationMs).toBe(5000);
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast, toastStore } from 'web-kit';
import { Toaster } from './Toaster';

// The real loader, its calls recorded.
jest.mock('./load-toast-item', () => {
  const actual = jest.requireActual<typeof import('./load-toast-item')>('./load-toast-item');
  const loads: string[] = [];
  return {
    loads,
    loadToastItem: () => {
      loads.push('ToastItem');
      return actual.loadToastItem();
    },
  };
});

beforeEach(() => toastStore.setState({ toasts: [] }));

describe('Toaster', () => {
  it('shows the newest toast only, destructive ones as alerts, and closes it after its duration', async () => {
    jest.useFakeTimers();
    render(<Toaster />);
    // async: a toast's code loads with the first toast (React.lazy).
    await act(async () => {
      toast({ title: 'First' });
      toast({
        variant: 'destructive',
        title: 'Login failed',
        description: 'Firebase: Error (auth/wrong-password).',
      });
    });
    expect(screen.queryByText('First')).not.toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Firebase: Error (auth/wrong-password).');
    act(() => jest.advanceTimersByTime(5000));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    jest.useRealTimers();
  });
});

describe('Toaster interactions', () => {
  it('shows the details line under the description', async () => {
    render(<Toaster />);
    await act(async () => {
      toast({
        variant: 'destructive',
        title: 'Login failed',
        description: 'That password is not right.',
        details: 'Error code: auth/wrong-password',
      });
    });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('That password is not right.');
    expect(screen.getByText('Error code: auth/wrong-password')).toHaveClass('toast__details');
  });

  it('the close button dismisses, F8 focuses the notifications region', async () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Saved', description: 'All good' });
    });
    const region = screen.getByRole('region', { name: /Notifications/ });
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'F8' }));
    });
    expect(region).toHaveFocus();
    act(() => screen.getByRole('button', { name: 'Close notification' }).click());
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(toastStore.getState().toasts[0]?.open).toBe(false);
  });

  it('draws a toast action as a button reached with F8 then Tab; pressing it runs the action and closes the toast', async () => {
    const onAction = jest.fn();
    const user = userEvent.setup();
    render(<Toaster />);
    await act(async () => {
      toast({ title: 'Gallery item deleted', action: { label: 'Undo', onAction } });
    });
    await user.keyboard('{F8}');
    expect(screen.getByRole('region', { name: /Notifications/ })).toHaveFocus();
    await user.tab();
    const undo = screen.getByRole('button', { name: 'Undo' });
    expect(undo).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Gallery item deleted')).not.toBeInTheDocument();
    expect(toastStore.getState().toasts[0]?.open).toBe(false);
  });

  it('a toast with an action stays about 10 s (while the button can still be reached)', async () => {
    jest.useFakeTimers();
    try {
      render(<Toaster />);
      await act(async () => {
        toast({ title: 'Gallery item deleted', action: { label: 'Undo', onAction: () => undefined } });
      });
      act(() => jest.advanceTimersByTime(9000));
      expect(screen.getByRole('button', { name: 'Undo' })).toBeInTheDocument();
      act(() => jest.advanceTimersByTime(1000));
      expect(screen.queryByRole('button', { name: 'Undo' })).not.toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('a swipe to the right past 50 px dismisses; a shorter one does not', () => {
    render(<Toaster />);
    act(() => {
      toast({ title: 'Swipe me' });
    });
    const item = screen.getByRole('status');
    // jsdom has no PointerEvent: mouse events carry clientX and React maps them to its pointer handlers' shape.
    const pointer = (type: string, clientX: number) =>
      fireEvent(item, Object.assign(new MouseEvent(type, { bubbles: true, clientX }), { pointerId: 1 }));
    const swipe = (dx: number) => {
      pointer('pointerdown', 100);
      pointer('pointermove', 100 + dx);
      pointer('pointerup', 100 + dx);
    };
    swipe(30);
    expect(screen.getByText('Swipe me')).toBeInTheDocument();
    swipe(80);
    expect(screen.queryByText('Swipe me')).not.toBeInTheDocument();
  });

  it('keeps the toast while hovered and closes it after the default 5000 ms otherwise', () => {
    jest.useFakeTimers();
    render(<Toaster />);
    act(() => {
      toast({ title: 'Hover me' });
    });
    fireEvent.mouseEnter(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(6000));
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByRole('status'));
    act(() => jest.advanceTimersByTime(4999));
    expect(screen.getByText('Hover me')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Hover me')).not.toBeInTheDocument();
    jest.useRealTimers();
  });
});

describe("Toaster's code ahead of the first toast", () => {
  it('is fetched once the page is idle, before any toast: a first toast after the connection dropped still shows', () => {
    const { loads } = jest.requireMock<{ loads: string[] }>('./load-toast-item');
    loads.length = 0;
    const idle: (() => void)[] = [];
    window.requestIdleCallback = jest.fn((run: IdleRequestCallback) => idle.push(() => run({} as IdleDeadline)));
    window.cancelIdleCallback = jest.fn();
    render(<Toaster />);
    expect(loads).toEqual([]);
    idle.forEach((run) => run());
    expect(loads).toEqual(['ToastItem']);
    expect(toastStore.getState().toasts).toEqual([]);
  });
});

import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { BrowserRouter, Link, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { useLeaveGuard } from 'web-kit/leave-guard';
import { registerNavigate, navigateTo } from 'web-kit';
import { useRouterLeaveGuard } from './use-router-leave-guard';

/** An editor as a remote writes it: a checkbox stands for "has unsaved changes". */
function Editor() {
  const [unsaved, setUnsaved] = useState(false);
  useLeaveGuard(unsaved);
  return (
    <label>
      <input type="checkbox" checked={unsaved} onChange={(e) => setUnsaved(e.target.checked)} />
      Unsaved
    </label>
  );
}

let answer: { resolve: (leave: boolean) => void } | null = null;
const ask = jest.fn(() => new Promise<boolean>((resolve) => (answer = { resolve })));

function Frame() {
  const { confirmLeaving } = useRouterLeaveGuard(ask);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="where">{pathname}</output>
      <Link to="/admin/a">Page A</Link>
      <Link to="/admin/b">Page B</Link>
      <Link to="/admin/b?tab=2">Page B, tab 2</Link>
      <button onClick={() => void confirmLeaving().then((leave) => leave && navigate('/', { replace: true }))}>
        Logout
      </button>
      <Routes>
        <Route path="a" element={<Editor key="a" />} />
        <Route path="b" element={<Editor key="b" />} />
      </Routes>
    </>
  );
}

/** The shell's App: registers its navigate for remote links (web-kit's navigateTo), as App.tsx does. */
function App() {
  const navigate = useNavigate();
  useEffect(() => registerNavigate((to, options) => void navigate(to, options)), [navigate]);
  return (
    <Routes>
      <Route path="/admin/*" element={<Frame />} />
      <Route path="/" element={<output data-testid="where">/</output>} />
    </Routes>
  );
}

const where = () => screen.getByTestId('where').textContent;

function setup(start = '/admin/a') {
  window.history.replaceState(null, '', start);
  const user = userEvent.setup();
  render(
    <BrowserRouter>
      <App />
    </BrowserRouter>,
  );
  return { user, makeUnsaved: () => user.click(screen.getByLabelText('Unsaved')) };
}

/**
 * jsdom has no Navigation API: a stand-in with what the browser does on Back. It fires a cancelable 'traverse'
 * navigate event first, and moves only if no listener cancelled it.
 */
function installNavigationApi() {
  const traverseTo = jest.fn(() => window.history.back());
  const navigation = Object.assign(new EventTarget(), { traverseTo });
  Object.defineProperty(window, 'navigation', { value: navigation, configurable: true });
  return {
    traverseTo,
    back(toPath: string) {
      const event = Object.assign(new Event('navigate', { cancelable: true }), {
        navigationType: 'traverse',
        destination: { key: 'previous', url: new URL(toPath, window.location.href).href },
      });
      if (navigation.dispatchEvent(event)) window.history.back();
    },
  };
}

beforeEach(() => {
  answer = null;
});

afterEach(() => {
  delete (window as { navigation?: unknown }).navigation;
});

describe('useRouterLeaveGuard', () => {
  it('navigates freely while nothing is unsaved', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('link', { name: 'Page B' }));
    expect(where()).toBe('/admin/b');
    expect(ask).not.toHaveBeenCalled();
  });

  it('asks before a link leaves a page with unsaved changes: Stay keeps it, Leave goes', async () => {
    const { user, makeUnsaved } = setup();
    await makeUnsaved();
    await user.click(screen.getByRole('link', { name: 'Page B' }));
    expect(ask).toHaveBeenCalledTimes(1);
    await act(async () => answer!.resolve(false));
    expect(where()).toBe('/admin/a');
    expect(screen.getByLabelText('Unsaved')).toBeChecked();

    await user.click(screen.getByRole('link', { name: 'Page B' }));
    expect(ask).toHaveBeenCalledTimes(2);
    await act(async () => answer!.resolve(true));
    expect(where()).toBe('/admin/b');
    expect(screen.getByLabelText('Unsaved')).not.toBeChecked();
  });

  it('guards the remote pages links too (navigateTo goes through the same router)', async () => {
    const { makeUnsaved } = setup();
    await makeUnsaved();
    act(() => navigateTo('/admin/b'));
    expect(ask).toHaveBeenCalledTimes(1);
    await act(async () => answer!.resolve(false));
    expect(where()).toBe('/admin/a');
  });

  it('does not ask when only the query string changes (the editor stays)', async () => {
    const { user } = setup('/admin/b');
    await user.click(screen.getByLabelText('Unsaved'));
    await user.click(screen.getByRole('link', { name: 'Page B, tab 2' }));
    expect(ask).not.toHaveBeenCalled();
    expect(window.location.search).toBe('?tab=2');
  });

  it('asks on the browser Back button: Stay cancels the move, Leave makes it', async () => {
    const navigation = installNavigationApi();
    const { user } = setup();
    await user.click(screen.getByRole('link', { name: 'Page B' }));
    await user.click(screen.getByLabelText('Unsaved'));

    act(() => navigation.back('/admin/a'));
    expect(ask).toHaveBeenCalledTimes(1);
    await act(async () => answer!.resolve(false));
    expect(window.location.pathname).toBe('/admin/b');
    expect(where()).toBe('/admin/b');
    expect(screen.getByLabelText('Unsaved')).toBeChecked();
    expect(navigation.traverseTo).not.toHaveBeenCalled();

    act(() => navigation.back('/admin/a'));
    expect(ask).toHaveBeenCalledTimes(2);
    await act(async () => answer!.resolve(true));
    expect(navigation.traverseTo).toHaveBeenCalledWith('previous');
    await waitFor(() => expect(where()).toBe('/admin/a'));
  });

  it('lets Back through at once when nothing is unsaved', async () => {
    const navigation = installNavigationApi();
    const { user } = setup();
    await user.click(screen.getByRole('link', { name: 'Page B' }));
    act(() => navigation.back('/admin/a'));
    await waitFor(() => expect(where()).toBe('/admin/a'));
    expect(ask).not.toHaveBeenCalled();
  });

  it('lets an action ask first and then leave without a second question (Logout)', async () => {
    const { user, makeUnsaved } = setup();
    await makeUnsaved();
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    expect(ask).toHaveBeenCalledTimes(1);
    await act(async () => answer!.resolve(true));
    await waitFor(() => expect(where()).toBe('/'));
    expect(ask).toHaveBeenCalledTimes(1);
  });
});

import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from 'shared-contracts';
import { connectionStore } from 'web-kit';
import { LazyPart } from './LazyPart';
import { inPageLanguage } from '../../lib/i18n/testing';

const UNAVAILABLE = 'The widget could not be loaded.';

function Widget() {
  return <p>Widget ready</p>;
}

/** A dynamic import that fails while "offline" (ChunkLoadError) and succeeds afterwards. */
function chunk() {
  const state = { reachable: false };
  const load = jest.fn(() =>
    state.reachable
      ? Promise.resolve({ default: Widget })
      : Promise.reject(new Error('Loading chunk 42 failed.')),
  );
  return { load, state };
}

function renderPage(load: () => Promise<{ default: typeof Widget }>) {
  return render(
    inPageLanguage(
      <main>
        <h1>Hero stays</h1>
        <LazyPart load={load} placeholder={<p>Loading widget</p>} unavailableMessage={UNAVAILABLE} />
      </main>,
    ),
  );
}

const fallbackMessage = () => screen.findByRole('status');
const retryButton = () => screen.getByRole('button', { name: MESSAGES.publicSite.retry });

beforeEach(() => {
  connectionStore.setState({ status: 'offline' });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('LazyPart', () => {
  it('shows the placeholder while loading, then the part', async () => {
    const { load, state } = chunk();
    state.reachable = true;
    renderPage(load);
    expect(screen.getByText('Loading widget')).toBeInTheDocument();
    expect(await screen.findByText('Widget ready')).toBeInTheDocument();
  });

  it('shows its own fallback when the import rejects; the rest of the page stays', async () => {
    const { load } = chunk();
    renderPage(load);
    expect(await fallbackMessage()).toHaveTextContent(UNAVAILABLE);
    expect(retryButton()).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Hero stays' })).toBeInTheDocument();
    expect(screen.queryByText('Widget ready')).not.toBeInTheDocument();
  });

  it('loads again by itself when the connection store comes back online', async () => {
    const { load, state } = chunk();
    renderPage(load);
    await fallbackMessage();
    state.reachable = true;
    act(() => connectionStore.setState({ status: 'online' }));
    expect(await screen.findByText('Widget ready')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: MESSAGES.publicSite.retry })).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it("loads again by itself on the window's online event alone (no shell tracking the connection)", async () => {
    connectionStore.setState({ status: 'unknown' });
    const { load, state } = chunk();
    renderPage(load);
    await fallbackMessage();
    state.reachable = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('Widget ready')).toBeInTheDocument();
  });

  it('Retry loads with a fresh import; a failed retry shows the fallback again and still waits for reconnect', async () => {
    const { load, state } = chunk();
    renderPage(load);
    await fallbackMessage();
    await userEvent.click(retryButton());
    expect(await fallbackMessage()).toHaveTextContent(UNAVAILABLE);
    expect(load).toHaveBeenCalledTimes(2);

    state.reachable = true;
    act(() => connectionStore.setState({ status: 'online' }));
    expect(await screen.findByText('Widget ready')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('does not reload while the connection stays as it was', async () => {
    connectionStore.setState({ status: 'online' });
    const { load } = chunk();
    renderPage(load);
    await fallbackMessage();
    act(() => connectionStore.setState({ status: 'online' }));
    expect(load).toHaveBeenCalledTimes(1);
  });
});

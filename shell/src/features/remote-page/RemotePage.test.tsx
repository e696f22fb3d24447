import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import {
  loadRemotePage,
  registerRuntimeRemotes,
  setFederationHost,
  type FederationHost,
  type RemoteModuleId,
  type RemotePageModule,
} from '../../lib/federation/remotes';
import { RemotePage } from './RemotePage';

const ID: RemoteModuleId = 'mf_public/Services';
const page = (text: string): RemotePageModule => ({ default: () => <h1>{text}</h1> });

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('RemotePage', () => {
  it('shows a spinner, then the remote page', async () => {
    const load = jest.fn(async () => page('Our Services'));
    render(<RemotePage id={ID} load={load} />);
    expect(screen.getByRole('status', { name: 'Loading page' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Our Services' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledWith(ID, false);
  });

  it('shows the fallback when loading fails, tries once more on its own, then Retry loads afresh', async () => {
    const load = jest
      .fn<Promise<RemotePageModule>, [RemoteModuleId, boolean?]>()
      .mockRejectedValueOnce(new Error('Failed to get manifest'))
      .mockRejectedValueOnce(new Error('Failed to get manifest'))
      .mockResolvedValueOnce(page('Back again'));
    render(<RemotePage id={ID} load={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This section is temporarily unavailable');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(3);
    expect(load).toHaveBeenLastCalledWith(ID, true);
  });

  it('recovers on its own once, without Retry (a build rolled back or deployed in place), and never loops', async () => {
    const recovering = jest
      .fn<Promise<RemotePageModule>, [RemoteModuleId, boolean?]>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValueOnce(page('Rolled back'));
    render(<RemotePage id={ID} load={recovering} />);
    expect(await screen.findByRole('heading', { name: 'Rolled back' })).toBeInTheDocument();
    cleanup();

    const down = jest.fn(async () => Promise.reject(new Error('Failed to get manifest')));
    render(<RemotePage id="mf_public/Gallery" load={down} />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(down).toHaveBeenCalledTimes(2);
  });

  it('catches a page that throws while rendering; Retry mounts a new copy', async () => {
    let crash = true;
    const Flaky = () => {
      if (crash) throw new Error('boom');
      return <h1>Recovered</h1>;
    };
    const load = jest.fn(async () => ({ default: Flaky }));
    render(<RemotePage id={ID} load={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('boom');
    const retry = await screen.findByRole('button', { name: 'Retry' });
    crash = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
    // The first load, the section's one automatic attempt, Retry.
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('keeps a failure inside its own section', async () => {
    const load = jest.fn(async (id: RemoteModuleId) => {
      if (id === 'mf_public/Gallery') throw new Error('chunk 404');
      return page('Contact us');
    });
    render(
      <>
        <RemotePage id="mf_public/Gallery" load={load} />
        <RemotePage id="mf_public/Contact" load={load} />
      </>,
    );
    expect(await screen.findByRole('heading', { name: 'Contact us' })).toBeInTheDocument();
    expect(await screen.findAllByRole('alert')).toHaveLength(1);
  });

  it('shows a page whose code has arrived at once on a later visit, with no loading state between', async () => {
    const host = { registerRemotes: jest.fn(), registerPlugins: jest.fn(), loadRemote: jest.fn() };
    host.loadRemote.mockResolvedValue(page('Our Services'));
    setFederationHost(host as FederationHost);
    registerRuntimeRemotes({
      mf_public: 'http://cdn.test/public/mf-manifest.json',
      mf_admin_content: 'http://cdn.test/content/mf-manifest.json',
      mf_admin_inquiries: 'http://cdn.test/inquiries/mf-manifest.json',
      mf_admin_service_area: 'http://cdn.test/service-area/mf-manifest.json',
    });
    try {
      const first = render(<RemotePage id={ID} load={loadRemotePage} />);
      expect(await screen.findByRole('heading', { name: 'Our Services' })).toBeInTheDocument();
      first.unmount();

      render(<RemotePage id={ID} load={loadRemotePage} />);
      expect(screen.getByRole('heading', { name: 'Our Services' })).toBeInTheDocument();
      expect(screen.queryByRole('status', { name: 'Loading page' })).not.toBeInTheDocument();
      expect(host.loadRemote).toHaveBeenCalledTimes(1);
    } finally {
      setFederationHost(undefined);
    }
  });

  it('reveals the page as soon as its code arrives, not after the 300 ms a Suspense fallback is held', async () => {
    // Outside act() and inside a transition, as the shell renders its first view: React's real scheduling.
    const reactGlobals = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    const actEnvironment = reactGlobals.IS_REACT_ACT_ENVIRONMENT;
    reactGlobals.IS_REACT_ACT_ENVIRONMENT = false;
    jest.useFakeTimers();
    let arrive: (mod: RemotePageModule) => void = () => undefined;
    const load = jest.fn(() => new Promise<RemotePageModule>((resolve) => (arrive = resolve)));
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    try {
      startTransition(() => root.render(<RemotePage id={ID} load={load} />));
      await jest.advanceTimersByTimeAsync(20);
      expect(container.querySelector('[aria-label="Loading page"]')).not.toBeNull();

      arrive(page('Our Services'));
      await jest.advanceTimersByTimeAsync(50);
      expect(container.querySelector('h1')?.textContent).toBe('Our Services');
    } finally {
      root.unmount();
      container.remove();
      jest.useRealTimers();
      reactGlobals.IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });
});

import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RemoteModuleId, RemotePageModule } from '../../lib/federation/remotes';
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

  it('shows the fallback when loading fails and Retry loads afresh', async () => {
    const load = jest
      .fn<Promise<RemotePageModule>, [RemoteModuleId, boolean?]>()
      .mockRejectedValueOnce(new Error('Failed to get manifest'))
      .mockResolvedValueOnce(page('Back again'));
    render(<RemotePage id={ID} load={load} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This section is temporarily unavailable');
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Back again' })).toBeInTheDocument();
    expect(load).toHaveBeenLastCalledWith(ID, true);
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
    crash = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Recovered' })).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
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
});

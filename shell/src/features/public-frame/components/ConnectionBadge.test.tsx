import { act, render, screen } from '@testing-library/react';
import { MESSAGES, MESSAGES_ES } from 'shared-contracts';
import { connectionStore, trackConnection } from 'web-kit';
import { MemoryRouter } from 'react-router-dom';
import { ConnectionBadge } from './ConnectionBadge';

const inRouter = (ui: React.ReactElement, path = '/') => <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>;

const setStatus = (status: 'unknown' | 'online' | 'offline') =>
  act(() => connectionStore.setState({ status }));

beforeEach(() => connectionStore.setState({ status: 'unknown' }));

describe('ConnectionBadge', () => {
  it('is hidden while unknown and while online, shows Offline Mode when offline', () => {
    render(inRouter(<ConnectionBadge />));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    setStatus('online');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    setStatus('offline');
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.frame.offlineBadge);
    setStatus('online');
    expect(screen.queryByText(MESSAGES.frame.offlineBadge)).not.toBeInTheDocument();
  });

  it("shows 'Connected' only when forced to always show, and still nothing while unknown", () => {
    render(inRouter(<ConnectionBadge alwaysShow />));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    setStatus('online');
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.frame.connectedBadge);
    setStatus('offline');
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.frame.offlineBadge);
  });

  it('speaks the language of the page', () => {
    render(inRouter(<ConnectionBadge />, '/es/contact'));
    setStatus('offline');
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES_ES.frame.offlineBadge);
  });

  it('follows the browser events once the shell tracks the connection', () => {
    render(inRouter(<ConnectionBadge />));
    let stop: () => void = () => undefined;
    act(() => {
      stop = trackConnection(window);
    });
    expect(screen.getByRole('status')).toBeEmptyDOMElement(); // jsdom reports online
    // jsdom's navigator.onLine does not follow the events; the store reads it, so stub it as a browser would set it.
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => window.dispatchEvent(new Event('offline')));
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.frame.offlineBadge);
    onLine.mockReturnValue(true);
    act(() => window.dispatchEvent(new Event('online')));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    stop();
  });
});

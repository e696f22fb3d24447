import { act, render, screen } from '@testing-library/react';
import { MESSAGES } from 'shared-contracts';
import { connectionStore, trackConnection } from 'web-kit';
import { ConnectionBadge } from './ConnectionBadge';

const setStatus = (status: 'unknown' | 'online' | 'offline') =>
  act(() => connectionStore.setState({ status }));

beforeEach(() => connectionStore.setState({ status: 'unknown' }));

describe('ConnectionBadge', () => {
  it('is hidden while unknown and while online, shows Offline Mode when offline', () => {
    render(<ConnectionBadge />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    setStatus('online');
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    setStatus('offline');
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.frame.offlineBadge);
    setStatus('online');
    expect(screen.queryByText(MESSAGES.frame.offlineBadge)).not.toBeInTheDocument();
  });

  it("shows 'Connected' only when forced to always show, and still nothing while unknown", () => {
    render(<ConnectionBadge alwaysShow />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    setStatus('online');
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.frame.connectedBadge);
    setStatus('offline');
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.frame.offlineBadge);
  });

  it('follows the browser events once the shell tracks the connection', () => {
    render(<ConnectionBadge />);
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

import { act, screen, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { API_PATHS, DEFAULT_CONTENT, HOME_SERVICE_CARDS, MESSAGES, PUBLIC_TEXTS_EN } from 'shared-contracts';
import userEvent from '@testing-library/user-event';
import { connectionStore, registerNavigate } from 'web-kit';
import { json, mockFetch, networkError, renderWithQueryClient, text } from 'web-kit/testing';
import { pageMeta } from '../../lib/page-meta';
import HomePage from './HomePage';

const SERVER_HOME = {
  title: 'Server title',
  subtitle: 'Server subtitle',
  description: 'Server description',
  heroImagePath: '/uploads/hero-2026.jpg',
  contactImagePath: '/images/contact-photo.jpg',
  version: 3,
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const GET_HOME = `GET ${API_PATHS.content('home')}`;

beforeEach(() => {
  connectionStore.setState({ status: 'online' });
  jest.spyOn(console, 'error').mockImplementation(() => {});
  document.head.innerHTML = '';
});

describe('HomePage', () => {
  it('shows a spinner, then the hero from content, Get a Quote, the four services and the quote form', async () => {
    mockFetch({ [GET_HOME]: () => json(SERVER_HOME) });
    renderWithQueryClient(<HomePage />);
    expect(screen.getByRole('status')).toHaveTextContent(/loading/i);

    expect(await screen.findByRole('heading', { level: 1, name: SERVER_HOME.title })).toBeInTheDocument();
    expect(screen.getByText(SERVER_HOME.subtitle)).toBeInTheDocument();
    expect(screen.getByText(SERVER_HOME.description)).toBeInTheDocument();
    expect(screen.getByTestId('hero').getAttribute('style')).toContain('/uploads/hero-2026.jpg');
    expect(screen.getByRole('link', { name: MESSAGES.publicSite.getAQuote })).toHaveAttribute(
      'href',
      '/contact',
    );

    const services = screen.getByRole('region', { name: MESSAGES.publicSite.ourServices });
    expect(within(services).getAllByRole('listitem')).toHaveLength(4);
    for (const card of HOME_SERVICE_CARDS) expect(within(services).getByText(card.title)).toBeInTheDocument();

    const quote = screen.getByRole('region', { name: MESSAGES.publicSite.freeQuoteHeading });
    // jsdom has no IntersectionObserver: the deferred form loads at once (see DeferredQuoteForm.test.tsx).
    expect(await within(quote).findByRole('form', { name: 'Quote request' })).toBeInTheDocument();
    expect(within(quote).getByRole('img')).toHaveAttribute('src', '/images/contact-photo.jpg');
    expect(screen.queryByText(MESSAGES.frame.fallbackBanner)).not.toBeInTheDocument();
  });

  it("Get a Quote navigates through the shell's router (no React Router in the remote, no page load)", async () => {
    mockFetch({ [GET_HOME]: () => json(SERVER_HOME) });
    const navigate = jest.fn();
    const unregister = registerNavigate(navigate);
    renderWithQueryClient(<HomePage />);
    await userEvent.click(await screen.findByRole('link', { name: MESSAGES.publicSite.getAQuote }));
    expect(navigate).toHaveBeenCalledWith('/contact', undefined);
    unregister();
  });

  it('sets the document title and meta description, and preloads the hero photo', async () => {
    mockFetch({ [GET_HOME]: () => json(SERVER_HOME) });
    renderWithQueryClient(<HomePage />);
    await screen.findByRole('heading', { level: 1 });
    const meta = pageMeta(PUBLIC_TEXTS_EN, 'home');
    expect(document.title).toBe(meta.title);
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', meta.description);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/');
    expect(document.head.querySelector('link[hreflang="es"]')).toHaveAttribute('href', 'http://localhost/es');
    expect(document.head.querySelector('link[hreflang="x-default"]')).toHaveAttribute('href', 'http://localhost/');
    const preloads = [...document.head.querySelectorAll('link[rel="preload"][as="image"]')];
    expect(preloads.map((l) => l.getAttribute('href'))).toContain('/images/home-hero-768.webp');
  });

  it('retries a failed content call once before giving up', async () => {
    let calls = 0;
    mockFetch({ [GET_HOME]: () => (++calls === 1 ? text('down', 503) : json(SERVER_HOME)) });
    renderWithQueryClient(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: SERVER_HOME.title })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('falls back to the built-in content with the banner when the call keeps failing', async () => {
    const { fetchMock } = mockFetch({ [GET_HOME]: () => text('down', 503) });
    renderWithQueryClient(<HomePage />);
    expect(await screen.findByText(MESSAGES.frame.fallbackBanner)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: DEFAULT_CONTENT.home.title })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(console.error).toHaveBeenCalled();
  });

  /** The browser is offline: React Query knows it, and so does the shell's connection store unless `storeKnows` is false. */
  function goOffline(storeKnows = true) {
    connectionStore.setState({ status: storeKnows ? 'offline' : 'unknown' });
    act(() => onlineManager.setOnline(false));
  }
  afterEach(() => act(() => onlineManager.setOnline(true)));

  it("offline, asks once anyway and shows the answer (the service worker's last copy) with the banner", async () => {
    goOffline();
    const { fetchMock } = mockFetch({ [GET_HOME]: () => json(SERVER_HOME) });
    renderWithQueryClient(<HomePage />);
    expect(await screen.findByRole('heading', { level: 1, name: SERVER_HOME.title })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.frame.fallbackBanner)).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('offline with no copy to read: built-in content and the banner, then the server content once back online', async () => {
    goOffline();
    let reachable = false;
    mockFetch({ [GET_HOME]: (...args) => (reachable ? json(SERVER_HOME) : networkError(...args)) });
    renderWithQueryClient(<HomePage />);
    expect(await screen.findByText(MESSAGES.frame.fallbackBanner)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: DEFAULT_CONTENT.home.title })).toBeInTheDocument();

    reachable = true;
    connectionStore.setState({ status: 'online' });
    act(() => onlineManager.setOnline(true));
    expect(await screen.findByRole('heading', { level: 1, name: SERVER_HOME.title })).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.frame.fallbackBanner)).not.toBeInTheDocument();
  });

  it('falls back when the browser has no network even before the connection store knows (retry paused)', async () => {
    goOffline(false);
    const { fetchMock } = mockFetch({ [GET_HOME]: networkError });
    renderWithQueryClient(<HomePage />);
    expect(await screen.findByText(MESSAGES.frame.fallbackBanner)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: DEFAULT_CONTENT.home.title })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('treats a malformed content answer as a failure', async () => {
    mockFetch({ [GET_HOME]: () => json({ title: '' }) });
    renderWithQueryClient(<HomePage />);
    expect(await screen.findByText(MESSAGES.frame.fallbackBanner)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: DEFAULT_CONTENT.home.title })).toBeInTheDocument();
  });
});

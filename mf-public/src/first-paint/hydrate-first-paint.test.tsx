import { hydrate, QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, type ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { API_PATHS, DEFAULT_CONTENT, SAMPLE_GALLERY } from 'shared-contracts';
import { QUERY_DEFAULTS } from 'web-kit';
import { json, mockFetch } from 'web-kit/testing';
import ContactPage from '../app/pages/ContactPage';
import GalleryPage from '../app/pages/GalleryPage';
import HomePage from '../app/pages/HomePage';
import ServicesPage from '../app/pages/ServicesPage';
import { renderFirstPaint } from './render-first-paint';

// The browser adopts a first view only if its first render draws exactly the server's markup; on any difference
// React reports a recoverable error and draws the page again, the long task a first view is there to avoid.

const PAGES: Record<string, ComponentType> = {
  Home: HomePage,
  Services: ServicesPage,
  Gallery: GalleryPage,
  Contact: ContactPage,
};

// As seeded: uploads, whose eager <img>s React preloads (a <link> it hoists out of the markup).
const GALLERY = SAMPLE_GALLERY.map((item, index) => ({
  ...item,
  id: `item-${index}`,
  imageUrl: `/uploads/item-${index}.webp`,
}));

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

describe.each(Object.entries(PAGES))('the first view of %s', (expose, Page) => {
  it('is adopted by the browser as it is: no recoverable error, the same elements', async () => {
    mockFetch({
      [`GET ${API_PATHS.content('home')}`]: () =>
        json({ ...DEFAULT_CONTENT.home, version: 1, updatedAt: null }),
      [`GET ${API_PATHS.content('services')}`]: () =>
        json({ ...DEFAULT_CONTENT.services, version: 1, updatedAt: null }),
      [`GET ${API_PATHS.content('contact')}`]: () =>
        json({ ...DEFAULT_CONTENT.contact, version: 1, updatedAt: null }),
      [`GET ${API_PATHS.content('business')}`]: () =>
        json({ ...DEFAULT_CONTENT.business, version: 1, updatedAt: null }),
      [`GET ${API_PATHS.gallery('all')}`]: () => json(GALLERY),
      [`GET ${API_PATHS.galleryCategories()}`]: () =>
        json([...new Set(GALLERY.map((item) => item.category))]),
    });
    const paint = await renderFirstPaint({
      expose,
      apiBaseUrl: location.origin,
      pageOrigin: location.origin,
    });
    if (!paint) throw new Error(`no first view of ${expose}`);
    const container = document.createElement('div');
    // Inside an element, as the shell hosts a page: React is more lenient at a root.
    container.innerHTML = `<div class="remote-page">${paint.html}</div>`;
    document.body.append(container);
    const serverElements = [...container.querySelectorAll('*')];
    const queryClient = new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });
    hydrate(queryClient, paint.state);
    const onRecoverableError = jest.fn();

    await act(async () => {
      root = hydrateRoot(
        container,
        <QueryClientProvider client={queryClient}>
          <div className="remote-page">
            <Page />
          </div>
        </QueryClientProvider>,
        { onRecoverableError },
      );
    });

    expect(onRecoverableError).not.toHaveBeenCalled();
    expect(container.querySelector('h1')).toBe(serverElements.find((element) => element.tagName === 'H1'));
    expect(
      serverElements.every(
        (element) => element.isConnected || element.matches('.mfp-quote__early, .mfp-quote__early *'),
      ),
    ).toBe(true);
  });
});

/** @jest-environment node */
// A server renders first views: no document, no window (a page that reaches for them fails here).
import { API_PATHS, DEFAULT_CONTENT, SAMPLE_GALLERY } from 'shared-contracts';
import { json, mockFetch, text } from 'web-kit/testing';
import { renderFirstPaint } from './render-first-paint';

const SITE = 'https://www.alamomasonry.com';
const API = 'https://api.example.com';
const SERVER_HOME = {
  title: 'Server title',
  subtitle: 'Server subtitle',
  description: 'Server description',
  heroImagePath: '/images/home-hero.jpg',
  contactImagePath: '/images/contact-photo.jpg',
  version: 3,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

describe('renderFirstPaint', () => {
  it('draws Home from the content the API answers now, with the hero photo on the site origin', async () => {
    const { fetchMock } = mockFetch({ [`GET ${API_PATHS.content('home')}`]: () => json(SERVER_HOME) });
    const paint = await renderFirstPaint({ expose: 'Home', apiBaseUrl: API, pageOrigin: SITE });

    expect(fetchMock).toHaveBeenCalledWith(`${API}${API_PATHS.content('home')}`, expect.anything());
    expect(paint?.html).toContain('<h1 id="hero-title" class="mfp-hero__title">Server title</h1>');
    expect(paint?.html).toContain('Server subtitle');
    // A relative url() in the hero's CSS variable would resolve against the remote's style sheet, not the page.
    expect(paint?.html).toContain(`url(&quot;${SITE}/images/home-hero-768.webp&quot;)`);
    // Not the spinner, nor the fallback banner: the page as it is once its content has arrived.
    expect(paint?.html).not.toMatch(/role="status"|offline/i);
    expect(paint?.state.queries.map((query) => query.queryKey)).toEqual([['content', 'home']]);
    expect(paint?.state.queries[0]?.state.data).toMatchObject({ title: 'Server title' });
  });

  // Staff drafts (issue 29) live behind the admin API: a first view drawn from anything but the published content
  // would show visitors an unpublished text. The API proves its public reads carry no draft; this, that the first
  // views read nothing else (the business details, which Contact also shows, are published directly).
  it.each([
    ['Home', ['home']],
    ['Services', ['services']],
    ['Contact', ['contact', 'business']],
  ] as const)('draws %s from the published content alone, never from a draft', async (expose, reads) => {
    const published = (['home', 'services', 'contact', 'business'] as const).map((page) => [
      `GET ${API_PATHS.content(page)}`,
      () => json({ ...DEFAULT_CONTENT[page], version: 1, updatedAt: null }),
    ]);
    const { calls } = mockFetch(Object.fromEntries(published));
    const paint = await renderFirstPaint({ expose, apiBaseUrl: API, pageOrigin: SITE });
    expect(paint).toBeDefined();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(
      reads.map((page) => `GET ${API_PATHS.content(page)}`),
    );
  });

  it('draws a hero photo staff uploaded (issue 29) from the API origin, its variant per breakpoint', async () => {
    const heroImagePath = '/uploads/hero-0b0c8f5e-1d2a-4c3b-9e8f-123456789abc-1920.webp';
    mockFetch({ [`GET ${API_PATHS.content('home')}`]: () => json({ ...SERVER_HOME, heroImagePath }) });
    const paint = await renderFirstPaint({ expose: 'Home', apiBaseUrl: API, pageOrigin: SITE });
    expect(paint?.html).toContain(`url(&quot;${API}${heroImagePath.replace('-1920', '-768')}&quot;)`);
    expect(paint?.html).toContain(`url(&quot;${API}${heroImagePath}&quot;)`);
    expect(paint?.html).not.toContain('home-hero-768.webp&quot;');
  });

  it('draws the gallery from its list and categories', async () => {
    const items = SAMPLE_GALLERY.slice(0, 2).map((item, index) => ({ ...item, id: `item-${index}` }));
    mockFetch({
      [`GET ${API_PATHS.gallery('all')}`]: () => json(items),
      [`GET ${API_PATHS.galleryCategories()}`]: () => json([...new Set(items.map((item) => item.category))]),
    });
    const paint = await renderFirstPaint({ expose: 'Gallery', apiBaseUrl: API, pageOrigin: SITE });
    for (const item of items) expect(paint?.html).toContain(item.title);
    expect(paint?.state.queries).toHaveLength(2);
  });

  it('draws nothing when a read fails (the browser then shows the fallback itself) or the page is unknown', async () => {
    mockFetch({ [`GET ${API_PATHS.content('services')}`]: () => text('down', 503) });
    expect(await renderFirstPaint({ expose: 'Services', apiBaseUrl: API, pageOrigin: SITE })).toBeUndefined();
    expect(
      await renderFirstPaint({ expose: 'Dashboard', apiBaseUrl: API, pageOrigin: SITE }),
    ).toBeUndefined();
  });
});

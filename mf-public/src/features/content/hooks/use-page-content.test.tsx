import { screen, waitFor } from '@testing-library/react';
import { API_PATHS, DEFAULT_CONTENT, DEFAULT_CONTENT_ES } from 'shared-contracts';
import { ContentPreviewProvider, connectionStore } from 'web-kit';
import { json, mockFetch, networkError, renderWithQueryClient } from 'web-kit/testing';
import { contentQueries } from 'web-kit/queries';
import { usePageContent } from './use-page-content';
import { inPageLanguage } from '../../../lib/i18n/testing';

const PUBLISHED = {
  title: 'Published title',
  subtitle: 'Published subtitle',
  description: 'Published description',
  heroImagePath: '/images/hero.jpg',
  contactImagePath: '/images/contact-photo.jpg',
  version: 4,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

function HomeView() {
  const state = usePageContent('home');
  return state.status === 'ready' ? (
    <div>
      <h1>{state.content.title}</h1>
      <p>{state.content.subtitle}</p>
      <img alt="Hero" src={state.content.heroImagePath} />
    </div>
  ) : (
    <span role="status">loading</span>
  );
}

beforeEach(() => {
  connectionStore.setState({ status: 'online' });
});

describe('usePageContent in the shell preview (issue 29)', () => {
  it('shows the draft fields over the published page, and keeps the draft out of the query cache', async () => {
    mockFetch({ [`GET ${API_PATHS.content('home')}`]: () => json(PUBLISHED) });
    const { queryClient } = renderWithQueryClient(
      inPageLanguage(
        <ContentPreviewProvider
          preview={{ page: 'home', fields: { title: 'Draft title', subtitle: 'Draft sub' } }}
        >
          <HomeView />
        </ContentPreviewProvider>,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Draft title' })).toBeInTheDocument();
    expect(screen.getByText('Draft sub')).toBeInTheDocument();
    // The published page is what the shared cache holds, under the public key; its photo is kept.
    await waitFor(() =>
      expect(screen.getByRole('img', { name: 'Hero' })).toHaveAttribute('src', '/images/hero.jpg'),
    );
    expect(
      JSON.stringify(
        queryClient
          .getQueryCache()
          .getAll()
          .map((q) => q.state.data),
      ),
    ).not.toContain('Draft');
    expect(queryClient.getQueryData(contentQueries.page('home').queryKey)).toMatchObject({
      title: 'Published title',
    });
  });

  it('ignores a preview of another page, and shows the published page without one', async () => {
    mockFetch({ [`GET ${API_PATHS.content('home')}`]: () => json(PUBLISHED) });
    renderWithQueryClient(
      inPageLanguage(
        <ContentPreviewProvider preview={{ page: 'services', fields: { title: 'Draft title' } }}>
          <HomeView />
        </ContentPreviewProvider>,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'Published title' })).toBeInTheDocument();
  });
});

describe('usePageContent on a Spanish page (issue 30)', () => {
  it("reads the page's Spanish texts under their own key, leaving the English page's alone", async () => {
    mockFetch({
      [`GET ${API_PATHS.content('home', 'es')}`]: () => json({ ...PUBLISHED, title: 'Título publicado' }),
    });
    const { queryClient } = renderWithQueryClient(inPageLanguage(<HomeView />, 'es'));
    expect(await screen.findByRole('heading', { name: 'Título publicado' })).toBeInTheDocument();
    expect(queryClient.getQueryData(contentQueries.page('home', 'es').queryKey)).toMatchObject({
      title: 'Título publicado',
    });
    expect(queryClient.getQueryData(contentQueries.page('home').queryKey)).toBeUndefined();
  });

  it('falls back to the built-in Spanish texts, with the English photos, when the read fails', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    mockFetch({ [`GET ${API_PATHS.content('home', 'es')}`]: networkError });
    renderWithQueryClient(inPageLanguage(<HomeView />, 'es'));
    expect(await screen.findByRole('heading', { name: DEFAULT_CONTENT_ES.home.title })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Hero' })).toHaveAttribute('src', DEFAULT_CONTENT.home.heroImagePath);
  });
});

import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import userEvent from '@testing-library/user-event';
import {
  MESSAGES_ES,
  SAMPLE_GALLERY_ES,
  API_PATHS,
  DEFAULT_GALLERY_IMAGE,
  MESSAGES,
  SAMPLE_GALLERY,
  type GalleryItem,
} from 'shared-contracts';
import { connectionStore } from 'web-kit';
import { json, mockFetch, networkError, renderWithQueryClient, text, type Route } from 'web-kit/testing';
import GalleryPage from './GalleryPage';
import GalleryEsPage from './GalleryEsPage';

const item = (id: string, category: string, title = `Project ${id}`): GalleryItem => ({
  id,
  title,
  description: `Description of ${title}`,
  imageUrl: `/uploads/${id}.jpg`,
  location: 'San Antonio',
  category,
});
const FIREPLACE = item('1', 'outdoor_kitchens_fireplaces', 'Backyard Fireplace');
const WALL = item('2', 'stone', 'Garden Wall');
const LOGO = item('3', 'Images', 'Site logo');

const LIST = (category?: string) => `GET ${API_PATHS.gallery(category)}`;
const CATEGORIES = `GET ${API_PATHS.galleryCategories()}`;
const filter = () => screen.getByLabelText(MESSAGES.publicSite.filterPlaceholder);
const cards = () => screen.getAllByRole('article');

beforeEach(() => {
  connectionStore.setState({ status: 'online' });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('GalleryPage', () => {
  it("shows 'Our Projects', its text and six skeleton cards while loading", async () => {
    let answer!: () => void;
    const gate = new Promise<void>((resolve) => (answer = resolve));
    mockFetch({
      [LIST()]: async () => {
        await gate;
        return json([FIREPLACE]);
      },
      [CATEGORIES]: () => json(['outdoor_kitchens_fireplaces']),
    });
    renderWithQueryClient(<GalleryPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: MESSAGES.publicSite.galleryHeading }),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.publicSite.galleryIntro)).toBeInTheDocument();
    expect(screen.getAllByTestId('gallery-skeleton')).toHaveLength(6);
    answer();
    expect(await screen.findByRole('heading', { name: FIREPLACE.title })).toBeInTheDocument();
    expect(screen.queryByTestId('gallery-skeleton')).not.toBeInTheDocument();
  });

  it('renders each project with image, title, location, capitalised category, description and the contact link', async () => {
    mockFetch({ [LIST()]: () => json([FIREPLACE, WALL]), [CATEGORIES]: () => json(['stone']) });
    renderWithQueryClient(<GalleryPage />);
    const card = (await screen.findByRole('heading', { name: FIREPLACE.title })).closest('article')!;
    expect(within(card).getByRole('img', { name: FIREPLACE.title })).toHaveAttribute(
      'src',
      FIREPLACE.imageUrl,
    );
    expect(within(card).getByText('Outdoor Kitchens Fireplaces')).toBeInTheDocument();
    expect(within(card).getByText('San Antonio')).toBeInTheDocument();
    expect(within(card).getByText(FIREPLACE.description)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: MESSAGES.publicSite.requestSimilar })).toHaveAttribute(
      'href',
      '/contact',
    );
    expect(cards()).toHaveLength(2);
    expect(screen.queryByText(MESSAGES.frame.fallbackBanner)).not.toBeInTheDocument();
  });

  it("offers 'All Projects' then each category capitalised, never 'images', and filters through the API", async () => {
    const { calls } = mockFetch({
      [LIST()]: () => json([FIREPLACE, WALL, LOGO]),
      [LIST('stone')]: () => json([WALL]),
      [LIST('outdoor_kitchens_fireplaces')]: () => json([]),
      [CATEGORIES]: () => json(['IMAGES', 'outdoor_kitchens_fireplaces', 'stone', 'images']),
    });
    const user = userEvent.setup();
    renderWithQueryClient(<GalleryPage />);
    await screen.findByRole('heading', { name: WALL.title });
    expect(screen.queryByRole('heading', { name: LOGO.title })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(
        within(filter())
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual([MESSAGES.publicSite.allProjects, 'Outdoor Kitchens Fireplaces', 'Stone']),
    );
    expect(filter()).toHaveValue('all');

    await user.selectOptions(filter(), 'stone');
    await waitFor(() => expect(cards()).toHaveLength(1));
    expect(screen.getByRole('heading', { name: WALL.title })).toBeInTheDocument();
    expect(calls.map((c) => c.path)).toContain('/api/gallery?category=stone');

    await user.selectOptions(filter(), 'outdoor_kitchens_fireplaces');
    expect(await screen.findByText(MESSAGES.gallery.noProjects)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.frame.fallbackBanner)).not.toBeInTheDocument();
  });

  it('in Spanish, reads the Spanish list and shows the samples in Spanish when it fails (issue 30)', async () => {
    mockFetch({ [`GET ${API_PATHS.gallery('all', 'es')}`]: () => text('no', 500), [CATEGORIES]: () => text('no', 500) });
    renderWithQueryClient(<GalleryEsPage />);
    expect(await screen.findByText(MESSAGES_ES.frame.fallbackBanner)).toBeInTheDocument();
    for (const sample of SAMPLE_GALLERY)
      expect(screen.getByRole('heading', { name: SAMPLE_GALLERY_ES[sample.id]!.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES_ES.publicSite.galleryHeading })).toBeInTheDocument();
  });

  it.each<[string, Route]>([
    ['the gallery is empty', () => json([])],
    ['the call fails', () => text('no', 500)],
  ])('shows the six samples, their categories and the banner when %s', async (_case, listAnswer) => {
    mockFetch({ [LIST()]: listAnswer, [CATEGORIES]: () => text('no', 500) });
    renderWithQueryClient(<GalleryPage />);
    expect(await screen.findByText(MESSAGES.frame.fallbackBanner)).toBeInTheDocument();
    expect(cards()).toHaveLength(6);
    for (const sample of SAMPLE_GALLERY)
      expect(screen.getByRole('heading', { name: sample.title })).toBeInTheDocument();
    expect(
      within(filter())
        .getAllByRole('option')
        .map((o) => o.getAttribute('value')),
    ).toEqual(['all', 'concrete', 'stone', 'outdoor', 'mailbox']);
  });

  it('filters the samples by the chosen sample category when the gallery is empty', async () => {
    mockFetch({ [LIST()]: () => json([]), [LIST('concrete')]: () => json([]), [CATEGORIES]: () => json([]) });
    const user = userEvent.setup();
    renderWithQueryClient(<GalleryPage />);
    await screen.findByText(MESSAGES.frame.fallbackBanner);
    await user.selectOptions(filter(), 'concrete');
    await waitFor(() => expect(cards()).toHaveLength(2));
    expect(screen.getByRole('heading', { name: 'Stamped Concrete Patio' })).toBeInTheDocument();
  });

  /** The browser is offline: React Query knows it, and so does the shell's connection store unless `storeKnows` is false. */
  function goOffline(storeKnows = true) {
    connectionStore.setState({ status: storeKnows ? 'offline' : 'unknown' });
    act(() => onlineManager.setOnline(false));
  }
  afterEach(() => act(() => onlineManager.setOnline(true)));

  it('offline, shows the last list this browser fetched (the service worker answers) with the banner', async () => {
    goOffline();
    mockFetch({ [LIST()]: () => json([FIREPLACE, WALL]), [CATEGORIES]: () => json(['stone']) });
    renderWithQueryClient(<GalleryPage />);
    expect(await screen.findByRole('heading', { name: WALL.title })).toBeInTheDocument();
    expect(cards()).toHaveLength(2);
    expect(screen.getByText(MESSAGES.frame.fallbackBanner)).toBeInTheDocument();
  });

  it('offline with no copy to read: samples and the banner', async () => {
    goOffline();
    mockFetch({ [LIST()]: networkError, [CATEGORIES]: networkError });
    renderWithQueryClient(<GalleryPage />);
    expect(await screen.findByText(MESSAGES.frame.fallbackBanner)).toBeInTheDocument();
    expect(cards()).toHaveLength(6);
  });

  it('shows the samples when the browser has no network even before the connection store knows', async () => {
    goOffline(false);
    mockFetch({ [LIST()]: networkError, [CATEGORIES]: networkError });
    renderWithQueryClient(<GalleryPage />);
    expect(await screen.findByText(MESSAGES.frame.fallbackBanner)).toBeInTheDocument();
    expect(cards()).toHaveLength(6);
  });

  it("replaces a broken image by the default chimney photo with 'Image unavailable'", async () => {
    mockFetch({ [LIST()]: () => json([FIREPLACE, WALL]), [CATEGORIES]: () => json(['stone']) });
    renderWithQueryClient(<GalleryPage />);
    const card = (await screen.findByRole('heading', { name: FIREPLACE.title })).closest('article')!;
    expect(within(card).queryByText(MESSAGES.gallery.imageUnavailable)).not.toBeInTheDocument();

    fireEvent.error(within(card).getByRole('img'));
    expect(within(card).getByText(MESSAGES.gallery.imageUnavailable)).toBeInTheDocument();
    const fallback = card.querySelector('img')!;
    expect(fallback).toHaveAttribute('src', DEFAULT_GALLERY_IMAGE);
    expect(card.querySelector('source')).toHaveAttribute(
      'srcset',
      expect.stringContaining('outdoor-chimney-400.webp'),
    );
    // The default photo failing as well must not loop.
    fireEvent.error(fallback);
    expect(card.querySelector('img')).toHaveAttribute('src', DEFAULT_GALLERY_IMAGE);
    const other = screen.getByRole('heading', { name: WALL.title }).closest('article')!;
    expect(within(other).queryByText(MESSAGES.gallery.imageUnavailable)).not.toBeInTheDocument();
  });
});

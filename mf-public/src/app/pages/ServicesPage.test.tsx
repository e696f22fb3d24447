import { screen, within } from '@testing-library/react';
import { API_PATHS, DEFAULT_CONTENT, MESSAGES, SERVICE_CARDS } from 'shared-contracts';
import { connectionStore } from 'web-kit';
import { json, mockFetch, networkError, renderWithQueryClient } from 'web-kit/testing';
import ServicesPage from './ServicesPage';

beforeEach(() => {
  connectionStore.setState({ status: 'online' });
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('ServicesPage', () => {
  it('shows title and description from content, Get a Quote and the eight cards with icons', async () => {
    mockFetch({
      [`GET ${API_PATHS.content('services')}`]: () =>
        json({ title: 'What we build', description: 'Everything masonry.', version: 1, updatedAt: null }),
    });
    renderWithQueryClient(<ServicesPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'What we build' })).toBeInTheDocument();
    expect(screen.getByText('Everything masonry.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: MESSAGES.publicSite.getAQuote })).toHaveAttribute(
      'href',
      '/contact',
    );
    const cards = screen.getAllByRole('listitem');
    expect(cards).toHaveLength(8);
    SERVICE_CARDS.forEach((card, index) => {
      const item = cards[index]!;
      expect(within(item).getByRole('heading', { level: 2, name: card.title })).toBeInTheDocument();
      expect(within(item).getByText(card.description)).toBeInTheDocument();
      expect(item.querySelector(`svg[data-icon="${card.icon}"]`)).not.toBeNull();
    });
  });

  it('uses the built-in services content and the banner offline when no copy can be read', async () => {
    connectionStore.setState({ status: 'offline' });
    mockFetch({ [`GET ${API_PATHS.content('services')}`]: networkError });
    renderWithQueryClient(<ServicesPage />);
    expect(
      await screen.findByRole('heading', { level: 1, name: DEFAULT_CONTENT.services.title }),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.frame.fallbackBanner)).toBeInTheDocument();
  });
});

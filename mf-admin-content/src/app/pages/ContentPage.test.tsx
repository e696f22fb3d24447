import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from 'shared-contracts';
import { connectionStore } from 'web-kit';
import { renderWithQueryClient } from 'web-kit/testing';
import { mockApi } from '../../testing/mock-api';
import ContentPage from './ContentPage';

beforeEach(() => {
  connectionStore.setState({ status: 'online' });
  mockApi({
    'GET /api/admin/content/home': () => ({
      body: { title: 'T', subtitle: 'S', description: 'D', version: 1 },
    }),
    'GET /api/admin/content/services': () => ({
      body: { title: 'Services title', description: 'D', version: 1 },
    }),
    'GET /api/gallery': () => ({ body: [] }),
  });
});

describe('content page', () => {
  it("shows 'Website Content' with the Home Page, Services, Contact and Gallery tabs", async () => {
    renderWithQueryClient(<ContentPage />);
    expect(screen.getByRole('heading', { level: 1, name: MESSAGES.content.heading })).toBeInTheDocument();
    for (const name of ['Home Page', 'Services', 'Contact', 'Gallery']) {
      expect(screen.getByRole('tab', { name })).toBeInTheDocument();
    }
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Services' }));
    expect(await screen.findByDisplayValue('Services title')).toBeInTheDocument();
  });

  it("shows the 'Offline Mode' banner only while offline", async () => {
    renderWithQueryClient(<ContentPage />);
    expect(screen.queryByText(MESSAGES.content.offlineBanner)).not.toBeInTheDocument();
    act(() => connectionStore.setState({ status: 'offline' }));
    expect(screen.getByText(MESSAGES.content.offlineBannerTitle)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.content.offlineBanner)).toBeInTheDocument();
  });
});

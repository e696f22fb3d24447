import { screen } from '@testing-library/react';
import { DEFAULT_CONTENT, MESSAGES } from 'shared-contracts';
import { authStore, connectionStore } from 'web-kit';
import { renderWithQueryClient } from 'web-kit/testing';
import { mockApi } from '../../testing/mock-api';
import BusinessPage from './BusinessPage';

beforeEach(() => {
  connectionStore.setState({ status: 'online' });
  authStore.setState({ getIdToken: async () => 'staff-token' });
});

describe('business details page', () => {
  it('shows its heading, the stored hours and links, and History beside Save Changes (no drafts)', async () => {
    mockApi({
      'GET /api/admin/content/business': () => ({
        body: { ...DEFAULT_CONTENT.business, hoursSunday: '10am-2pm', version: 3, updatedAt: null },
      }),
    });
    renderWithQueryClient(<BusinessPage />);
    expect(
      screen.getByRole('heading', { level: 1, name: MESSAGES.adminNav.businessDetails }),
    ).toBeInTheDocument();
    expect(await screen.findByLabelText('Hours Sunday')).toHaveValue('10am-2pm');
    expect(screen.getByRole('button', { name: MESSAGES.content.historyButton })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.content.saveChanges })).toBeInTheDocument();
  });
});

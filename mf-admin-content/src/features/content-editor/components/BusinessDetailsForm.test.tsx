import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_CONTENT, MESSAGES } from 'shared-contracts';
import { authStore, connectionStore, toastStore } from 'web-kit';
import { renderWithQueryClient } from 'web-kit/testing';
import { mockApi } from '../../../testing/mock-api';
import { BusinessDetailsForm } from './BusinessDetailsForm';

const m = MESSAGES.content;
const STORED = { ...DEFAULT_CONTENT.business, version: 2, updatedAt: null };

beforeEach(() => {
  connectionStore.setState({ status: 'online' });
  authStore.setState({ getIdToken: async () => 'staff-token' });
  toastStore.setState({ toasts: [] });
});

describe('business details form', () => {
  it('shows the hours and links, refuses hours it cannot read and a link that is not https, and sends nothing', async () => {
    const api = mockApi({ 'GET /api/admin/content/business': () => ({ body: STORED }) });
    renderWithQueryClient(<BusinessDetailsForm />);
    const user = userEvent.setup();
    const saturday = await screen.findByLabelText('Hours Saturday');
    expect(saturday).toHaveValue('9am-2pm');
    expect(screen.getByLabelText('Hours Sunday')).toHaveValue('Closed');
    await user.clear(saturday);
    await user.type(saturday, 'mornings');
    await user.clear(screen.getByLabelText('Facebook page'));
    await user.type(screen.getByLabelText('Facebook page'), 'facebook.com/alamo');
    await user.click(screen.getByRole('button', { name: m.saveChanges }));
    expect(await screen.findByText(m.hoursInvalid)).toBeInTheDocument();
    expect(screen.getByText(m.linkInvalid)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/content/business')).toHaveLength(0);
  });

  it('saves new hours with the version they were edited from; Instagram may stay empty', async () => {
    const api = mockApi({
      'GET /api/admin/content/business': () => ({ body: STORED }),
      'POST /api/content/business': ({ body }) => ({ body: { ...(body as object), version: 3 } }),
    });
    renderWithQueryClient(<BusinessDetailsForm />);
    const user = userEvent.setup();
    const saturday = await screen.findByLabelText('Hours Saturday');
    await user.clear(saturday);
    await user.type(saturday, '10am-1pm');
    await user.click(screen.getByRole('button', { name: m.saveChanges }));
    await waitFor(() => expect(api.callsTo('POST', '/api/content/business')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/content/business')[0]?.body).toEqual({
      ...DEFAULT_CONTENT.business,
      hoursSaturday: '10am-1pm',
      version: 2,
    });
    await waitFor(() => expect(toastStore.getState().toasts.map((t) => t.title)).toContain(m.saveSuccess));
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MESSAGES } from 'shared-contracts';
import { authStore, QUERY_DEFAULTS, toastStore } from 'web-kit';
import { fakeResponse } from '../../features/inquiries/testing/fake-fetch';
import DashboardPage from './DashboardPage';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const health = {
  status: 'ok',
  database: 'up',
  time: '2026-03-14T15:30:00.000Z',
  user: { uid: 's1', email: 'staff@alamomasonry.com' },
};

function answer(inquiries: () => Promise<Response>) {
  fetchMock.mockImplementation((url) =>
    url.startsWith('/api/admin/health') ? Promise.resolve(fakeResponse(health)) : inquiries(),
  );
}

function renderDashboard() {
  const client = new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });
  return render(
    <QueryClientProvider client={client}>
      <DashboardPage />
    </QueryClientProvider>,
  );
}

const card = (name: string) => screen.getByRole('region', { name });

beforeEach(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
  toastStore.setState({ toasts: [] });
  authStore.setState({
    ready: true,
    user: { uid: 's1', email: 'staff@alamomasonry.com', emailVerified: true },
    getIdToken: jest.fn(async () => 'header.payload.signature'),
  });
});

describe('Dashboard', () => {
  it('shows Loading... in every card, then the total, New and Responded counts', async () => {
    const counts = { total: 4, New: 2, Responded: 1, Closed: 1 };
    let release!: () => void;
    const countsResponse = new Promise<Response>((resolve) => (release = () => resolve(fakeResponse(counts))));
    answer(() => countsResponse);
    renderDashboard();
    for (const name of ['Total Inquiries', 'New Inquiries', 'Responded Inquiries']) {
      expect(within(card(name)).getByText(MESSAGES.dashboard.loading)).toBeInTheDocument();
    }
    release();
    await waitFor(() => expect(within(card('Total Inquiries')).getByText('4')).toBeInTheDocument());
    expect(within(card('New Inquiries')).getByText('2')).toBeInTheDocument();
    expect(within(card('Responded Inquiries')).getByText('1')).toBeInTheDocument();
    // One call to the counting endpoint (never the list), with the bearer token.
    const calls = fetchMock.mock.calls.filter(([u]) => u.startsWith('/api/admin/inquiries'));
    expect(calls.map(([u]) => u)).toEqual(['/api/admin/inquiries/counts']);
    const [, init] = calls[0]!;
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer header.payload.signature');
    expect(toastStore.getState().toasts).toHaveLength(0);
  });

  it("shows 'Error loading data' and toasts 'Failed to load inquiries' when the load fails", async () => {
    answer(() => Promise.resolve(fakeResponse('boom', 500, 'Internal Server Error')));
    renderDashboard();
    await waitFor(() =>
      expect(within(card('Total Inquiries')).getByText(MESSAGES.dashboard.loadError)).toBeInTheDocument(),
    );
    expect(within(card('New Inquiries')).getByText(MESSAGES.dashboard.loadError)).toBeInTheDocument();
    expect(within(card('Responded Inquiries')).getByText(MESSAGES.dashboard.loadError)).toBeInTheDocument();
    expect(toastStore.getState().toasts).toEqual([
      expect.objectContaining({ variant: 'destructive', title: MESSAGES.inquiry.loadFailed }),
    ]);
  });

  it('authentication test panel: signed-in address, token result and the admin health answer as JSON', async () => {
    answer(() => Promise.resolve(fakeResponse([])));
    renderDashboard();
    expect(screen.getByText('staff@alamomasonry.com')).toBeInTheDocument();
    expect(
      await screen.findByText(MESSAGES.dashboard.tokenOk('header.payload.signature'.length)),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(JSON.parse(screen.getByTestId('admin-health-result').textContent ?? '')).toEqual(health),
    );
  });

  it('reports a missing token and shows the API refusal of the health call', async () => {
    authStore.setState({ getIdToken: jest.fn(async () => null) });
    fetchMock.mockImplementation(async (url) =>
      url.startsWith('/api/admin/health')
        ? fakeResponse('{"statusCode":401,"message":"no token","error":"Unauthorized"}', 401, 'Unauthorized')
        : fakeResponse([]),
    );
    renderDashboard();
    expect(await screen.findByText(MESSAGES.dashboard.tokenMissing)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('admin-health-result')).toHaveTextContent(/^401: /));
  });
});

import { render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { API_PATHS, MESSAGES, type DashboardFigures } from 'shared-contracts';
import userEvent from '@testing-library/user-event';
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

const FIGURES: DashboardFigures = {
  timeZone: 'America/Chicago',
  generatedAt: '2026-11-25T18:00:00.000Z',
  thisWeek: { total: 3, byStatus: { New: 1, Responded: 1, Closed: 1 } },
  lastWeek: { total: 2, byStatus: { New: 1, Responded: 1, Closed: 0 } },
  waiting: {
    count: 7,
    oldest: [
      { id: 'a1b2', name: 'Rosa Treviño', projectType: 'Stone Patio', createdAt: '2026-11-22T17:00:00.000Z' },
    ],
  },
  medianFirstResponseHours: 2.5,
  trend: Array.from({ length: 12 }, (_, week) => ({
    weekStart: `2026-09-${String(week + 1).padStart(2, '0')}`,
    count: week,
  })),
  topZipCodes: [{ zipCode: '78209', count: 4 }],
  topProjectTypes: [{ projectType: 'Outdoor Kitchen', count: 3 }],
  funnel: { visits: 200, starts: 50, sends: 20 },
};

function answer(
  inquiries: () => Promise<Response>,
  dashboard = () => Promise.resolve(fakeResponse(FIGURES)),
) {
  fetchMock.mockImplementation((url) =>
    url.startsWith('/api/admin/health')
      ? Promise.resolve(fakeResponse(health))
      : url.startsWith(API_PATHS.adminDashboard())
        ? dashboard()
        : inquiries(),
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
    const countsResponse = new Promise<Response>(
      (resolve) => (release = () => resolve(fakeResponse(counts))),
    );
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
        : url.startsWith(API_PATHS.adminDashboard())
          ? fakeResponse(FIGURES)
          : fakeResponse([]),
    );
    renderDashboard();
    expect(await screen.findByText(MESSAGES.dashboard.tokenMissing)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('admin-health-result')).toHaveTextContent(/^401: /));
  });

  it('shows the lead desk: the week by status, who waits and for how long, the median answer, the funnel, the trend', async () => {
    answer(() => Promise.resolve(fakeResponse({ total: 4, New: 2, Responded: 1, Closed: 1 })));
    renderDashboard();
    const week = await screen.findByRole('region', { name: MESSAGES.dashboard.thisWeek });
    expect(within(week).getByText('3')).toBeInTheDocument();
    expect(within(week).getByText(MESSAGES.dashboard.lastWeek(2))).toBeInTheDocument();
    expect(within(week).getByText(MESSAGES.dashboard.byStatus('Closed', 1))).toBeInTheDocument();
    const waiting = card(MESSAGES.dashboard.waitingTitle);
    expect(within(waiting).getByRole('link', { name: 'Rosa Treviño' })).toHaveAttribute(
      'href',
      '/admin/inquiries?inquiry=a1b2',
    );
    expect(within(waiting).getByText(/waiting 3 days/)).toBeInTheDocument();
    expect(within(waiting).getByText(MESSAGES.dashboard.waitingMore(1, 7))).toBeInTheDocument();
    expect(within(card(MESSAGES.dashboard.medianResponse)).getByText('2.5 h')).toBeInTheDocument();
    const funnel = card(MESSAGES.dashboard.funnelTitle);
    expect(within(funnel).getByText('25%')).toBeInTheDocument();
    expect(within(funnel).getByText('40%')).toBeInTheDocument();
    // The chart's numbers, for whoever cannot see the canvas.
    const table = within(card(MESSAGES.dashboard.trendTitle)).getByRole('table', {
      name: MESSAGES.dashboard.trendCaption('America/Chicago'),
    });
    expect(within(table).getAllByRole('row')).toHaveLength(13);
    expect(within(card(MESSAGES.dashboard.zipCodesTitle)).getByText('78209')).toBeInTheDocument();
  });

  it('keeps the authentication test panel folded under Session details', async () => {
    answer(() => Promise.resolve(fakeResponse({ total: 0, New: 0, Responded: 0, Closed: 0 })));
    renderDashboard();
    const panelTitle = screen.getByText(MESSAGES.dashboard.authPanelTitle);
    expect(panelTitle).not.toBeVisible();
    await userEvent.click(screen.getByText(MESSAGES.dashboard.sessionDetails));
    expect(panelTitle).toBeVisible();
  });
});

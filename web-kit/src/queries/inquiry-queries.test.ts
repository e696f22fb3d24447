import { focusManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from 'web-kit';
import { API_PATHS, type Inquiry } from 'shared-contracts';
import { json, mockFetch } from '../testing/fetch-mock.js';
import { INQUIRY_POLL_INTERVAL_MS, inquiryQueries, listFilterOf } from './inquiry-queries.js';

const INQUIRY: Inquiry = {
  id: '00000000-0000-4000-8000-000000000001',
  date: '2026-03-14T15:30:00.000Z',
  name: 'Customer',
  email: 'customer@example.com',
  phone: '2105550100',
  zipCode: '78205',
  projectType: 'Brick Wall',
  message: 'Please quote a new brick wall for the back yard.',
  status: 'New',
};

let fetchMock: jest.Mock;
beforeEach(() => {
  ({ fetchMock } = mockFetch({
    [`GET ${API_PATHS.adminInquiries()}`]: () => json([INQUIRY]),
    [`GET ${API_PATHS.adminInquiries('Responded')}`]: () => json([]),
  }));
});

describe('inquiryQueries keys', () => {
  it("nest under 'inquiries' so lists can be invalidated at any level", () => {
    expect(inquiryQueries.all()).toEqual(['inquiries']);
    expect(inquiryQueries.lists()).toEqual(['inquiries', 'list']);
    expect(inquiryQueries.list().queryKey).toEqual(['inquiries', 'list', { status: 'all' }]);
    expect(inquiryQueries.list('Closed').queryKey).toEqual(['inquiries', 'list', { status: 'Closed' }]);
    expect(listFilterOf(inquiryQueries.list('New').queryKey)).toBe('New');
    expect(listFilterOf(inquiryQueries.list().queryKey)).toBe('all');
  });
});

describe('inquiryQueries.list fetching', () => {
  it('omits status for all and passes it otherwise, with the staff token flag', async () => {
    const client = new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });
    await client.fetchQuery(inquiryQueries.list());
    await client.fetchQuery(inquiryQueries.list('Responded'));
    expect(fetchMock.mock.calls[0][0]).toBe('/api/admin/inquiries');
    expect(fetchMock.mock.calls[1][0]).toBe('/api/admin/inquiries?status=Responded');
  });
});

describe('inquiryQueries.page and counts', () => {
  it('key equal requests alike (defaults filled in) and ask the API for that page, conditionally', async () => {
    expect(inquiryQueries.page({}).queryKey).toEqual(inquiryQueries.page({ page: 1, search: '  ' }).queryKey);
    expect(inquiryQueries.page({}).queryKey.slice(0, 2)).toEqual(['inquiries', 'page']);
    expect(inquiryQueries.counts().queryKey).toEqual(['inquiries', 'counts']);
    const { fetchMock: pages } = mockFetch({
      [`GET ${API_PATHS.adminInquiriesPage({ status: 'New', search: 'garza', page: 2, pageSize: 10 })}`]:
        () => json({ items: [INQUIRY], total: 11, page: 2, pageSize: 10 }),
      [`GET ${API_PATHS.adminInquiryCounts()}`]: () => json({ total: 1, New: 1, Responded: 0, Closed: 0 }),
    });
    const client = new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });
    const page = await client.fetchQuery(
      inquiryQueries.page({ status: 'New', search: ' garza ', page: 2, pageSize: 10 }),
    );
    expect(page.total).toBe(11);
    expect((await client.fetchQuery(inquiryQueries.counts())).New).toBe(1);
    expect(pages.mock.calls.map(([url]) => url)).toEqual([
      '/api/admin/inquiries?status=New&search=garza&page=2&pageSize=10',
      '/api/admin/inquiries/counts',
    ]);
    expect(pages.mock.calls.every(([, init]) => (init as RequestInit).cache === 'no-store')).toBe(true);
  });
});

describe('inquiryQueries.timeline', () => {
  it("keys one inquiry's timeline under 'inquiries' and reads it from its path", async () => {
    const id = INQUIRY.id;
    expect(inquiryQueries.timeline(id).queryKey).toEqual(['inquiries', 'timeline', id]);
    const entry = {
      kind: 'note',
      id,
      at: INQUIRY.date,
      staffEmail: 'staff@alamomasonry.com',
      text: 'Called',
    };
    const { fetchMock: timeline } = mockFetch({
      [`GET ${API_PATHS.adminInquiryTimeline(id)}`]: () => json([entry]),
    });
    const client = new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });
    expect(await client.fetchQuery(inquiryQueries.timeline(id))).toEqual([entry]);
    expect(timeline.mock.calls[0]?.[0]).toBe(`/api/admin/inquiries/${id}/timeline`);
  });
});

describe('inquiryQueries.list polling', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    focusManager.setFocused(undefined);
    jest.useRealTimers();
  });

  it('refetches every 30 s while the page is visible and pauses while it is hidden', async () => {
    // The app's defaults switch interval refetching off (spec section 9); the factory turns it on for inquiries.
    const client = new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });
    const observer = new QueryObserver(client, inquiryQueries.list());
    const unsubscribe = observer.subscribe(() => {});
    await jest.advanceTimersByTimeAsync(0);
    expect(fetchMock).toHaveBeenCalledTimes(1);

    await jest.advanceTimersByTimeAsync(INQUIRY_POLL_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    focusManager.setFocused(false); // what a hidden tab reports (visibilitychange)
    await jest.advanceTimersByTimeAsync(INQUIRY_POLL_INTERVAL_MS * 3);
    expect(fetchMock).toHaveBeenCalledTimes(2);

    focusManager.setFocused(true);
    await jest.advanceTimersByTimeAsync(INQUIRY_POLL_INTERVAL_MS);
    expect(fetchMock).toHaveBeenCalledTimes(3);

    unsubscribe();
    client.clear();
  });
});

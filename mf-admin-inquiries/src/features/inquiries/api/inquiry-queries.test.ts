import { focusManager, QueryClient, QueryObserver } from '@tanstack/react-query';
import { QUERY_DEFAULTS } from 'shared-contracts/client';
import { makeInquiry } from '../testing/fixtures';
import { fakeResponse } from '../testing/fake-fetch';
import { INQUIRY_POLL_INTERVAL_MS, inquiryQueries, listFilterOf } from './inquiry-queries';

const fetchMock = jest.fn();

beforeEach(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
  fetchMock.mockImplementation(async () => fakeResponse([makeInquiry()]));
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

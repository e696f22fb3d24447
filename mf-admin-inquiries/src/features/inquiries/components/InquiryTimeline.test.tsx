import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type InquiryTimelineEntry } from 'shared-contracts';
import { QUERY_DEFAULTS } from 'web-kit';
import { fakeResponse } from '../testing/fake-fetch';
import { InquiryTimeline } from './InquiryTimeline';

const ID = '00000000-0000-4000-8000-000000000042';
const m = MESSAGES.inquiry;

const entries: InquiryTimelineEntry[] = [
  {
    kind: 'status',
    id: 's1',
    at: '2026-03-15T16:00:00.000Z',
    staffEmail: 'ana@alamomasonry.com',
    from: 'New',
    to: 'Responded',
  },
  {
    kind: 'note',
    id: 'n1',
    at: '2026-03-14T15:30:00.000Z',
    staffEmail: 'joe@alamomasonry.com',
    text: 'Left a voicemail.',
  },
];

function renderTimeline(answers: (() => Response)[]) {
  const fetchMock = jest.fn(async () => (answers.length > 1 ? answers.shift()! : answers[0]!)());
  global.fetch = fetchMock as unknown as typeof fetch;
  const client = new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });
  render(
    <QueryClientProvider client={client}>
      <InquiryTimeline inquiryId={ID} />
    </QueryClientProvider>,
  );
  return fetchMock;
}

describe('InquiryTimeline', () => {
  it("lists the API's entries in its order (newest first), each with the staff e-mail and date", async () => {
    const fetchMock = renderTimeline([() => fakeResponse(entries)]);
    const list = await screen.findByRole('list', { name: m.timelineTitle });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent(m.statusChangeEntry('New', 'Responded'));
    expect(first).toHaveTextContent('ana@alamomasonry.com · Mar 15, 2026, 11:00 AM');
    expect(second).toHaveTextContent('Left a voicemail.');
    expect(second).toHaveTextContent('joe@alamomasonry.com · Mar 14, 2026, 10:30 AM');
    expect(fetchMock).toHaveBeenCalledWith(`/api/admin/inquiries/${ID}/timeline`, expect.anything());
  });

  it('says so when there is nothing yet', async () => {
    renderTimeline([() => fakeResponse([])]);
    expect(await screen.findByText(m.timelineEmpty)).toBeInTheDocument();
  });

  it('shows a load failure as one alert with Retry, which reads it again', async () => {
    const user = userEvent.setup({ delay: null });
    renderTimeline([() => fakeResponse('Internal Server Error', 500), () => fakeResponse(entries)]);
    expect(await screen.findByRole('alert')).toHaveTextContent(m.timelineLoadFailed);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: m.timelineTitle })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { configure, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES, type AdminInquiry, type InquiryTimelineEntry } from 'shared-contracts';
import { downloadTextFile, publishLocation, QUERY_DEFAULTS, toastStore } from 'web-kit';
import InquiriesPage from './InquiriesPage';
import { fakeResponse } from '../../features/inquiries/testing/fake-fetch';
import { makeInquiry } from '../../features/inquiries/testing/fixtures';

// antd's first render in jsdom takes seconds on a loaded 2-core machine: allow for it instead of flaking.
jest.setTimeout(60_000);
configure({ asyncUtilTimeout: 15_000 });

jest.mock('web-kit', () => ({
  ...jest.requireActual('web-kit'),
  downloadTextFile: jest.fn(),
}));

const jane = makeInquiry({
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '2105550111',
  projectType: 'Stone Patio',
  message: 'A flagstone patio, about 300 sq ft.',
  date: '2026-03-14T15:30:00.000Z',
  status: 'New',
});
const bob = makeInquiry({
  name: 'Bob Smith',
  email: 'bob@builder.org',
  projectType: 'Brick Wall',
  date: '2026-03-10T15:30:00.000Z',
  status: 'Closed',
});

type Handler = (url: string, init: RequestInit) => Response | Promise<Response>;
const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

function serve(handler: Handler) {
  fetchMock.mockImplementation(async (url, init) => handler(url, init ?? {}));
  global.fetch = fetchMock as unknown as typeof fetch;
}

const STAFF_EMAIL = 'staff@alamomasonry.com';

/**
 * A tiny in-memory API: list and pages (status, search, order, page, pageSize), PUT status, DELETE, and each
 * inquiry's timeline (notes and status changes, newest first) as the real one keeps it.
 */
function serveInquiries(initial: AdminInquiry[]) {
  // Copies: a status change or note here must not leak into the shared fixtures of later tests.
  let rows = initial.map((row) => ({ ...row }));
  const timelines = new Map<string, InquiryTimelineEntry[]>();
  let sequence = 0;
  type NewEntry = { kind: 'note'; text: string } | { kind: 'status'; from: string; to: string };
  const record = (id: string, entry: NewEntry) => {
    sequence += 1;
    const at = new Date(Date.UTC(2026, 3, 1, 12, sequence)).toISOString();
    const stored = { ...entry, id: `entry-${sequence}`, at, staffEmail: STAFF_EMAIL } as InquiryTimelineEntry;
    timelines.set(id, [stored, ...(timelines.get(id) ?? [])]);
    return stored;
  };
  serve((url, init) => {
    const method = init.method ?? 'GET';
    const [path, query] = url.split('?');
    if (method === 'GET' && path === '/api/admin/inquiries') {
      const params = new URLSearchParams(query);
      const status = params.get('status');
      const needle = params.get('search')?.toLowerCase() ?? '';
      const matching = rows
        .filter((r) => !status || r.status === status)
        .filter((r) => [r.name, r.email, r.projectType].some((f) => f.toLowerCase().includes(needle)))
        .sort((x, y) => (Date.parse(y.date) - Date.parse(x.date)) * (params.get('order') === 'asc' ? -1 : 1));
      if (!params.has('page')) return fakeResponse(matching);
      const page = Number(params.get('page'));
      const pageSize = Number(params.get('pageSize') ?? 20);
      const items = matching.slice((page - 1) * pageSize, page * pageSize);
      return fakeResponse({ items, total: matching.length, page, pageSize });
    }
    const [, , , , id, part] = path!.split('/'); // '', 'api', 'admin', 'inquiries', id, part?
    const row = rows.find((r) => r.id === id);
    if (!row) return fakeResponse({ statusCode: 404, message: 'Inquiry not found', error: 'Not Found' }, 404);
    if (part === 'timeline') return fakeResponse(timelines.get(row.id) ?? []);
    if (method === 'GET') return fakeResponse(row);
    if (part === 'notes') {
      row.notesCount += 1;
      const { text } = JSON.parse(String(init.body)) as { text: string };
      return fakeResponse(record(row.id, { kind: 'note', text }), 201);
    }
    if (method === 'PUT') {
      const { status } = JSON.parse(String(init.body)) as { status: AdminInquiry['status'] };
      if (status !== row.status) record(row.id, { kind: 'status', from: row.status, to: status });
      row.status = status;
      return fakeResponse(row);
    }
    rows = rows.filter((r) => r.id !== id);
    return fakeResponse(undefined, 204);
  });
  return { remove: (id: string) => (rows = rows.filter((r) => r.id !== id)) };
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: QUERY_DEFAULTS } });
  render(
    <QueryClientProvider client={client}>
      <InquiriesPage />
    </QueryClientProvider>,
  );
  return client;
}

/**
 * antd's useId gives every element the id 'test-id' under NODE_ENV=test, so a dialog's aria-labelledby cannot name
 * it in jsdom (in a browser the ids are unique): find the open dialog by the title it shows instead.
 */
async function findDialog(title: string) {
  return waitFor(() => {
    const dialog = screen.getAllByRole('dialog').find((d) => within(d).queryByText(title));
    if (!dialog) throw new Error(`No open dialog titled ${title}`);
    return dialog;
  });
}

/** The inbox row showing that name (the details dialog's bordered Descriptions is a table too). */
const rowOf = (name: string) =>
  within(document.querySelector<HTMLElement>('.ant-table')!).getByRole('cell', { name }).closest('tr')!;
const lastToast = () => toastStore.getState().toasts[0];

/** antd Select: open the dropdown, then click the option with that label. */
async function choose(user: ReturnType<typeof userEvent.setup>, combobox: HTMLElement, label: string) {
  await user.click(combobox);
  const options = await screen.findAllByTitle(label);
  await user.click(options.find((o) => o.classList.contains('ant-select-item-option')) ?? options[0]!);
}

beforeEach(() => {
  toastStore.setState({ toasts: [] });
  publishLocation({ pathname: '/admin/inquiries', search: '' });
});

describe('InquiriesPage', () => {
  it('lists inquiries newest first with their status badges', async () => {
    serveInquiries([bob, jane]);
    renderPage();
    expect(await screen.findByRole('cell', { name: 'Jane Doe' })).toBeInTheDocument();
    const rows = screen.getAllByRole('row').slice(1);
    expect(within(rows[0]!).getByText('Jane Doe')).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Bob Smith')).toBeInTheDocument();
    expect(within(rowOf('Jane Doe')).getByText('New').closest('.ant-tag')).toHaveClass('ant-tag-blue');
    expect(within(rowOf('Bob Smith')).getByText('Closed').closest('.ant-tag')).toHaveClass('ant-tag-default');
    for (const header of ['Date', 'Name', 'Email', 'Project Type', 'Status', 'Actions']) {
      expect(screen.getByRole('columnheader', { name: new RegExp(header) })).toBeInTheDocument();
    }
  });

  it('a deep link opens an inquiry that is on no page shown, fetched by id', async () => {
    // 21 newer inquiries push Bob to the second page of the inbox.
    const newer = Array.from({ length: 21 }, (_, i) =>
      makeInquiry({ name: `Newer ${i}`, date: new Date(Date.UTC(2026, 3, 1, 12, i)).toISOString() }),
    );
    serveInquiries([bob, ...newer]);
    publishLocation({ pathname: '/admin/inquiries', search: `?inquiry=${bob.id}` });
    renderPage();
    const dialog = await findDialog('Inquiry Details');
    expect(within(dialog).getByText('bob@builder.org')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url === `/api/admin/inquiries/${bob.id}`)).toBe(true);
  });

  it('a deep link to an inquiry the API does not know says it may have been deleted', async () => {
    serveInquiries([jane]);
    publishLocation({
      pathname: '/admin/inquiries',
      search: '?inquiry=3f1c2b7e-8d4a-4c5b-9e6f-0a1b2c3d4e5f',
    });
    renderPage();
    await waitFor(() => expect(lastToast()?.title).toBe(MESSAGES.inquiry.notFoundOnUpdate));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("shows 'No inquiries found' when there are none", async () => {
    serveInquiries([]);
    renderPage();
    expect(await screen.findByText(MESSAGES.inquiry.empty)).toBeInTheDocument();
  });

  it('searches name, e-mail and project type on the server, once the typing settles', async () => {
    const user = userEvent.setup({ delay: null });
    serveInquiries([bob, jane]);
    renderPage();
    await screen.findByRole('cell', { name: 'Jane Doe' });
    const search = screen.getByPlaceholderText(MESSAGES.inquiry.searchPlaceholder);

    await user.type(search, 'BOB@BUILDER');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Jane Doe' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Bob Smith' })).toBeInTheDocument();
    // The inbox's calls (the business's time zone, issue 32, is read once beside them).
    const urls = () => fetchMock.mock.calls.map(([url]) => url).filter((url) => url.includes('/inquiries'));
    // One call for the settled text, not one per keystroke.
    expect(urls()).toEqual([
      '/api/admin/inquiries?page=1&pageSize=20',
      '/api/admin/inquiries?search=BOB%40BUILDER&page=1&pageSize=20',
    ]);

    await user.clear(search);
    await user.type(search, 'stone');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Bob Smith' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Jane Doe' })).toBeInTheDocument();

    await user.clear(search);
    await user.type(search, 'nothing like this');
    expect(await screen.findByText(MESSAGES.inquiry.empty)).toBeInTheDocument();
  });

  it('asks the API for one page at a time and sorts by date there', async () => {
    const user = userEvent.setup({ delay: null });
    const many = Array.from({ length: 25 }, (_, i) =>
      makeInquiry({ name: `Customer ${i}`, date: new Date(Date.UTC(2026, 0, 1 + i)).toISOString() }),
    );
    serveInquiries(many);
    renderPage();
    expect(await screen.findByRole('cell', { name: 'Customer 24' })).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.inquiry.pageSummary(1, 20, 25))).toBeInTheDocument();
    expect(screen.queryByRole('cell', { name: 'Customer 4' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('listitem', { name: '2' }));
    expect(await screen.findByRole('cell', { name: 'Customer 4' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenLastCalledWith('/api/admin/inquiries?page=2&pageSize=20', expect.anything());

    await user.click(screen.getByRole('columnheader', { name: /Date/ }));
    expect(await screen.findByRole('cell', { name: 'Customer 0' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/admin/inquiries?order=asc&page=1&pageSize=20',
      expect.anything(),
    );
  });

  it('passes the chosen status to the API and omits it for All Status', async () => {
    const user = userEvent.setup({ delay: null });
    serveInquiries([bob, jane]);
    renderPage();
    await screen.findByRole('cell', { name: 'Jane Doe' });
    const filter = screen.getByRole('combobox', { name: 'Filter by status' });

    await choose(user, filter, 'Closed');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Jane Doe' })).not.toBeInTheDocument());
    expect(screen.getByRole('cell', { name: 'Bob Smith' })).toBeInTheDocument();
    expect(fetchMock).toHaveBeenLastCalledWith(
      '/api/admin/inquiries?status=Closed&page=1&pageSize=20',
      expect.anything(),
    );

    await choose(user, filter, MESSAGES.inquiry.allStatus);
    expect(await screen.findByRole('cell', { name: 'Jane Doe' })).toBeInTheDocument();
    expect(fetchMock.mock.calls.map(([url]) => url).filter((url) => url.includes('/inquiries'))).toEqual([
      '/api/admin/inquiries?page=1&pageSize=20',
      '/api/admin/inquiries?status=Closed&page=1&pageSize=20',
    ]); // All Status came from the cache of the first, unfiltered call
  });

  it('shows the details and saves a new status at once, updating the list', async () => {
    const user = userEvent.setup({ delay: null });
    serveInquiries([bob, jane]);
    renderPage();
    await screen.findByRole('cell', { name: 'Jane Doe' });

    await user.click(screen.getByRole('button', { name: 'View details of the inquiry from Jane Doe' }));
    const dialog = await findDialog(MESSAGES.inquiry.detailsTitle);
    expect(
      within(dialog).getByText(MESSAGES.inquiry.submittedOn('Mar 14, 2026, 10:30 AM')),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'jane@example.com' })).toHaveAttribute(
      'href',
      'mailto:jane@example.com',
    );
    expect(within(dialog).getByRole('link', { name: '2105550111' })).toHaveAttribute(
      'href',
      'tel:2105550111',
    );
    expect(within(dialog).getByText('Stone Patio')).toBeInTheDocument();
    expect(within(dialog).getByText('A flagstone patio, about 300 sq ft.')).toBeInTheDocument();

    await choose(user, within(dialog).getByLabelText('Update Status'), 'Responded');
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/admin/inquiries/${jane.id}`,
        expect.objectContaining({ method: 'PUT', body: JSON.stringify({ status: 'Responded' }) }),
      ),
    );
    await waitFor(() =>
      expect(within(rowOf('Jane Doe')).getByText('Responded').closest('.ant-tag')).toHaveClass(
        'ant-tag-green',
      ),
    );
    expect(within(dialog).getByText('Responded', { selector: '.ant-tag' })).toBeInTheDocument();
    // Confirmed (issue 17), and the change is in the dialog's timeline with who made it.
    expect(lastToast()).toMatchObject({
      title: MESSAGES.inquiry.statusChanged('Responded'),
      variant: 'default',
    });
    const history = await within(dialog).findByRole('list', { name: MESSAGES.inquiry.timelineTitle });
    expect(history).toHaveTextContent(MESSAGES.inquiry.statusChangeEntry('New', 'Responded'));
    expect(history).toHaveTextContent(STAFF_EMAIL);

    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!); // the footer button
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says the inquiry may have been deleted when a status update finds it gone', async () => {
    const user = userEvent.setup({ delay: null });
    const api = serveInquiries([jane]);
    renderPage();
    await screen.findByRole('cell', { name: 'Jane Doe' });
    await user.click(screen.getByRole('button', { name: 'View details of the inquiry from Jane Doe' }));
    const dialog = await findDialog(MESSAGES.inquiry.detailsTitle);
    api.remove(jane.id);

    await choose(user, within(dialog).getByLabelText('Update Status'), 'Closed');
    await waitFor(() => expect(lastToast()?.title).toBe(MESSAGES.inquiry.notFoundOnUpdate));
    expect(lastToast()?.variant).toBe('destructive');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Jane Doe' })).not.toBeInTheDocument());
  });

  it('deletes only after confirmation', async () => {
    const user = userEvent.setup({ delay: null });
    serveInquiries([bob, jane]);
    renderPage();
    await screen.findByRole('cell', { name: 'Jane Doe' });

    await user.click(screen.getByRole('button', { name: 'Delete the inquiry from Jane Doe' }));
    let dialog = await findDialog(MESSAGES.inquiry.deleteConfirmTitle);
    expect(within(dialog).getByText(MESSAGES.inquiry.deleteConfirm)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete the inquiry from Jane Doe' }));
    dialog = await findDialog(MESSAGES.inquiry.deleteConfirmTitle);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Jane Doe' })).not.toBeInTheDocument());
    expect(fetchMock).toHaveBeenCalledWith(
      `/api/admin/inquiries/${jane.id}`,
      expect.objectContaining({ method: 'DELETE' }),
    );
    expect(screen.getByRole('cell', { name: 'Bob Smith' })).toBeInTheDocument();
    expect(lastToast()).toMatchObject({ title: MESSAGES.inquiry.deleted, variant: 'default' });
  });

  it('adds an internal note from the details dialog; the timeline shows it newest first with the author', async () => {
    const user = userEvent.setup({ delay: null });
    serveInquiries([jane]);
    renderPage();
    await screen.findByRole('cell', { name: 'Jane Doe' });
    await user.click(screen.getByRole('button', { name: 'View details of the inquiry from Jane Doe' }));
    const dialog = await findDialog(MESSAGES.inquiry.detailsTitle);
    expect(await within(dialog).findByText(MESSAGES.inquiry.timelineEmpty)).toBeInTheDocument();

    const box = within(dialog).getByLabelText(MESSAGES.inquiry.noteLabel);
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.inquiry.addNote }));
    expect(await within(dialog).findByText(MESSAGES.inquiry.noteRequired)).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => url.endsWith('/notes'))).toBe(false);

    await user.click(box);
    await user.paste('  Called back, site visit Friday.  '); // typing key by key re-renders the dialog per key
    await user.click(within(dialog).getByRole('button', { name: MESSAGES.inquiry.addNote }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/admin/inquiries/${jane.id}/notes`,
        expect.objectContaining({
          method: 'POST',
          body: JSON.stringify({ text: 'Called back, site visit Friday.' }),
        }),
      ),
    );
    await waitFor(() => expect(lastToast()?.title).toBe(MESSAGES.inquiry.noteAdded));
    expect(box).toHaveValue('');

    await choose(user, within(dialog).getByLabelText('Update Status'), 'Closed');
    const history = await within(dialog).findByRole('list', { name: MESSAGES.inquiry.timelineTitle });
    await waitFor(() => expect(within(history).getAllByRole('listitem')).toHaveLength(2));
    const [newest, older] = within(history).getAllByRole('listitem');
    expect(newest).toHaveTextContent(MESSAGES.inquiry.statusChangeEntry('New', 'Closed'));
    expect(older).toHaveTextContent('Called back, site visit Friday.');
    expect(older).toHaveTextContent(STAFF_EMAIL);
  });

  it('shows the inbox as cards on a phone, with the actions on each card', async () => {
    const user = userEvent.setup({ delay: null });
    const matchMedia = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: query.includes('max-width: 767.98px'),
    })) as typeof window.matchMedia;
    try {
      serveInquiries([bob, jane]);
      renderPage();
      const cards = await screen.findByRole('list', { name: 'Inquiries' });
      expect(document.querySelector('.ant-table')).toBeNull();
      const [first, second] = within(cards).getAllByRole('listitem');
      expect(first).toHaveTextContent('Jane Doe');
      expect(first).toHaveTextContent('Stone Patio');
      expect(first).toHaveTextContent('Mar 14, 2026, 10:30 AM');
      expect(within(first!).getByText('New').closest('.ant-tag')).toHaveClass('ant-tag-blue');
      expect(second).toHaveTextContent('Bob Smith');

      await user.click(within(first!).getByRole('button', { name: 'Delete the inquiry from Jane Doe' }));
      expect(await findDialog(MESSAGES.inquiry.deleteConfirmTitle)).toBeInTheDocument();
    } finally {
      window.matchMedia = matchMedia;
    }
  });

  it('says the inquiry may have already been deleted when another session deleted it first', async () => {
    const user = userEvent.setup({ delay: null });
    const api = serveInquiries([jane]);
    renderPage();
    await screen.findByRole('cell', { name: 'Jane Doe' });
    api.remove(jane.id);

    await user.click(screen.getByRole('button', { name: 'Delete the inquiry from Jane Doe' }));
    const dialog = await findDialog(MESSAGES.inquiry.deleteConfirmTitle);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(lastToast()?.title).toBe(MESSAGES.inquiry.notFoundOnDelete));
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Jane Doe' })).not.toBeInTheDocument());
  });

  it("toasts 'Failed to delete inquiry' for another delete failure and keeps the row", async () => {
    const user = userEvent.setup({ delay: null });
    serveInquiries([jane]);
    renderPage();
    await screen.findByRole('cell', { name: 'Jane Doe' });
    const fallThrough = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (url, init) =>
      init?.method === 'DELETE'
        ? fakeResponse({ statusCode: 500, message: 'Internal server error', error: 'x' }, 500)
        : fallThrough(url, init),
    );

    await user.click(screen.getByRole('button', { name: 'Delete the inquiry from Jane Doe' }));
    await user.click(
      within(await findDialog(MESSAGES.inquiry.deleteConfirmTitle)).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() => expect(lastToast()?.title).toBe(MESSAGES.inquiry.deleteFailed));
    expect(screen.getByRole('cell', { name: 'Jane Doe' })).toBeInTheDocument();
  });

  it("shows only the alert 'Failed to load inquiries' with Retry when the list cannot be loaded", async () => {
    const user = userEvent.setup({ delay: null });
    serve(() => fakeResponse('Internal Server Error', 500));
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.inquiry.loadFailed);
    // One error state at a time: no toast on top of it, and no empty list claiming there are no inquiries.
    expect(lastToast()).toBeUndefined();
    expect(screen.queryByText(MESSAGES.inquiry.empty)).not.toBeInTheDocument();
    expect(document.querySelector('.ant-table')).toBeNull();

    serveInquiries([jane]);
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('cell', { name: 'Jane Doe' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the database message in that alert when the API reports the database unavailable', async () => {
    serve(() =>
      fakeResponse(
        { statusCode: 503, message: 'Database connection unavailable. Please try again later.', error: 'x' },
        503,
      ),
    );
    renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.inquiry.databaseUnavailable);
    expect(lastToast()).toBeUndefined();
  });

  it('exports every inquiry matching the search as CSV, not only the page shown', async () => {
    const user = userEvent.setup({ delay: null });
    serveInquiries([bob, jane]);
    renderPage();
    await screen.findByRole('cell', { name: 'Jane Doe' });
    await user.type(screen.getByPlaceholderText(MESSAGES.inquiry.searchPlaceholder), 'jane');
    await waitFor(() => expect(screen.queryByRole('cell', { name: 'Bob Smith' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /Export CSV/ }));

    await waitFor(() => expect(downloadTextFile).toHaveBeenCalledTimes(1));
    expect(fetchMock).toHaveBeenLastCalledWith('/api/admin/inquiries?search=jane', expect.anything());
    const [fileName, csv] = jest.mocked(downloadTextFile).mock.calls[0]!;
    expect(fileName).toMatch(/^inquiries_\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = csv.trimEnd().split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Jane Doe,jane@example.com');
  });
});

/**
 * The flaky e2e 'delete asks first, then confirms with a toast' (phone): the staff member types an e-mail in the search
 * box and deletes that inquiry at once. The debounced search key switches (its first read of that key, nothing cached
 * yet, the unfiltered page kept as placeholder) around the same time as the DELETE, so the server may read the rows
 * before the delete commits and answer after the client has dropped the inquiry from its caches. These tests fix the
 * order with held responses instead of timing.
 */
describe('a change racing the read of a new search', () => {
  const matchMedia = window.matchMedia;
  beforeEach(() => {
    window.matchMedia = ((query: string) => ({
      ...matchMedia(query),
      matches: query.includes('max-width: 767.98px'),
    })) as typeof window.matchMedia;
  });
  afterEach(() => {
    window.matchMedia = matchMedia;
  });

  function deferred() {
    let resolve!: () => void;
    const promise = new Promise<void>((done) => (resolve = done));
    return { promise, resolve };
  }

  const isSearchRead = (url: string, init: RequestInit) =>
    (init.method ?? 'GET') === 'GET' && url.includes('search=');
  const cardOf = (name: string) =>
    screen
      .queryAllByRole('listitem')
      .find((item) => within(item).queryByText(name, { selector: '.ant-card-head-title' }));

  /**
   * The in-memory API, except that the first read of the search is answered from the rows as they were when it arrived
   * (before the delete committed) and only sent once `release` is called. With `commitAfterSearchRead`, a DELETE that
   * arrives first waits until that read has read the rows: the delete commits after the read, as the race had it.
   */
  function serveWithHeldSearchRead({ commitAfterSearchRead = false } = {}) {
    serveInquiries([bob, jane]);
    const fallThrough = fetchMock.getMockImplementation()!;
    const searchRequested = deferred();
    const released = deferred();
    let held = false;
    fetchMock.mockImplementation(async (url, init) => {
      if (isSearchRead(url, init) && !held) {
        held = true;
        const answer = await fallThrough(url, init); // read now, as the server did
        searchRequested.resolve();
        await released.promise;
        return answer;
      }
      if (init?.method === 'DELETE' && commitAfterSearchRead) await searchRequested.promise;
      return fallThrough(url, init);
    });
    return { release: released.resolve };
  }

  const searchBox = () => screen.getByPlaceholderText(MESSAGES.inquiry.searchPlaceholder);
  const searchReads = () => fetchMock.mock.calls.filter(([url, init]) => isSearchRead(url, init ?? {}));

  /**
   * The e2e types the e-mail and clicks Delete at once, so the dialog opens before the debounce settles (once the new
   * key is loading, the Spin over the cards takes no clicks). Here the text is entered with the dialog open: the same
   * state (text typed, key not switched yet, dialog open) without depending on how fast antd renders in jsdom.
   */
  async function openDeleteOfJane(user: ReturnType<typeof userEvent.setup>) {
    const cards = await screen.findByRole('list', { name: 'Inquiries' });
    expect(within(cards).getAllByRole('listitem')).toHaveLength(2);
    await user.click(within(cards).getByRole('button', { name: 'Delete the inquiry from Jane Doe' }));
    return findDialog(MESSAGES.inquiry.deleteConfirmTitle);
  }
  const typeSearch = (text: string) => fireEvent.change(searchBox(), { target: { value: text } });

  /** After the toast, the held read answers with the rows from before the delete: the card must still go. */
  async function expectDeletedCardGone(api: { release: () => void }) {
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: MESSAGES.inquiry.deleted, variant: 'default' }),
    );
    api.release();
    // The search's own answer has replaced the unfiltered placeholder (Bob does not match)...
    await waitFor(() => expect(cardOf('Bob Smith')).toBeUndefined());
    // ...and it is not the one read before the delete: the inquiry is gone, read again after the DELETE.
    await waitFor(() => expect(cardOf('Jane Doe')).toBeUndefined());
    expect(searchReads()).toHaveLength(2);
  }

  it('the search read was sent before the DELETE and answers after it: the deleted card still goes', async () => {
    const user = userEvent.setup({ delay: null });
    const api = serveWithHeldSearchRead();
    renderPage();
    const dialog = await openDeleteOfJane(user);
    typeSearch(jane.email);
    // The debounce has switched the key; its read is at the server before Delete is pressed.
    await waitFor(() => expect(searchReads()).toHaveLength(1));

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expectDeletedCardGone(api);
  });

  it('the search key switches while the DELETE is in flight: the deleted card still goes', async () => {
    const user = userEvent.setup({ delay: null });
    const api = serveWithHeldSearchRead({ commitAfterSearchRead: true });
    renderPage();
    const dialog = await openDeleteOfJane(user);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(
        `/api/admin/inquiries/${jane.id}`,
        expect.objectContaining({ method: 'DELETE' }),
      ),
    );
    expect(searchReads()).toHaveLength(0);

    typeSearch(jane.email); // settles while the DELETE is under way; the server reads before it commits
    await expectDeletedCardGone(api);
  });

  it('the search read was sent before a status change and answers after it: the new status stays', async () => {
    const user = userEvent.setup({ delay: null });
    const api = serveWithHeldSearchRead();
    renderPage();
    const cards = await screen.findByRole('list', { name: 'Inquiries' });
    await user.click(
      within(cards).getByRole('button', { name: 'View details of the inquiry from Jane Doe' }),
    );
    const dialog = await findDialog(MESSAGES.inquiry.detailsTitle);
    typeSearch(jane.email);
    await waitFor(() => expect(searchReads()).toHaveLength(1));

    await choose(user, within(dialog).getByLabelText('Update Status'), 'Responded');
    await waitFor(() => expect(lastToast()?.title).toBe(MESSAGES.inquiry.statusChanged('Responded')));
    api.release();
    await waitFor(() => expect(cardOf('Bob Smith')).toBeUndefined());
    // Read again after the PUT: not the answer from before it, which still said New.
    await waitFor(() => expect(within(cardOf('Jane Doe')!).getByText('Responded')).toBeInTheDocument());
    expect(searchReads()).toHaveLength(2);
  });
});

import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ERROR_CODES, MESSAGES, type ContentVersionSummary } from 'shared-contracts';
import { authStore, connectionStore, toastStore } from 'web-kit';
import { renderWithQueryClient } from 'web-kit/testing';
import { mockApi, type MockReply } from '../../testing/mock-api';
import ContentPage from './ContentPage';

const m = MESSAGES.content;
const FIRST = { title: 'First title', subtitle: 'Built right', description: 'Walls and patios' };
const SECOND = { title: 'Second title', subtitle: 'Built right', description: 'Walls and patios' };
const VERSIONS: ContentVersionSummary[] = [
  { version: 2, staffEmail: 'ana@alamomasonry.com', at: '2026-03-14T15:30:00.000Z', restoredFrom: null },
  { version: 1, staffEmail: null, at: '2026-01-02T03:00:00.000Z', restoredFrom: null },
];

beforeEach(() => {
  connectionStore.setState({ status: 'online' });
  authStore.setState({ getIdToken: async () => 'staff-token' });
  toastStore.setState({ toasts: [] });
});

/** The API of a home page at version 2 with two kept versions; `restore` answers the restore call. */
function homeWithHistory(restore: () => MockReply = () => ({ body: { ...FIRST, version: 3 } })) {
  let home = { ...SECOND, version: 2 };
  let versions = VERSIONS;
  return mockApi({
    'GET /api/admin/content/home': () => ({ body: home }),
    'GET /api/admin/content/home/versions': () => ({ body: versions }),
    'GET /api/admin/content/home/versions/1': () => ({
      body: { ...VERSIONS[1]!, page: 'home', content: FIRST },
    }),
    'POST /api/admin/content/home/versions/1/restore': () => {
      const reply = restore();
      if ((reply.status ?? 200) === 200) {
        home = { ...FIRST, version: 3 };
        versions = [
          { version: 3, staffEmail: 'ana@alamomasonry.com', at: '2026-03-15T15:30:00.000Z', restoredFrom: 1 },
          ...VERSIONS,
        ];
      }
      return reply;
    },
  });
}

async function openHistory() {
  renderWithQueryClient(<ContentPage />);
  const user = userEvent.setup();
  await screen.findByDisplayValue(SECOND.title);
  await user.click(screen.getByRole('button', { name: m.historyButton }));
  return { user, list: await screen.findByRole('list', { name: m.historyTitle }) };
}

describe('content version history', () => {
  it('lists versions newest first with who and when (business time), the current one marked', async () => {
    homeWithHistory();
    const { list } = await openHistory();
    const [newest, oldest] = within(list).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    expect(within(newest).getByRole('button')).toHaveTextContent(m.versionLabel(2));
    expect(newest).toHaveTextContent('ana@alamomasonry.com · Mar 14, 2026, 10:30 AM');
    expect(within(newest).getByText(m.currentVersion)).toBeInTheDocument();
    expect(within(oldest).getByRole('button')).toHaveTextContent(m.versionLabel(1));
    expect(oldest).toHaveTextContent(`${m.authorUnknown} · Jan 1, 2026, 9:00 PM`);
    expect(within(oldest).queryByText(m.currentVersion)).not.toBeInTheDocument();
  });

  it('shows a version field by field beside the current page, marking only the changed fields', async () => {
    homeWithHistory();
    const { user } = await openHistory();
    await user.click(screen.getByRole('button', { name: m.versionLabel(1) }));
    const title = await screen.findByRole('region', { name: 'Page Title' });
    expect(title).toHaveTextContent(FIRST.title);
    expect(title).toHaveTextContent(SECOND.title);
    expect(within(title).getByText(m.fieldChanged)).toBeInTheDocument();
    const subtitle = screen.getByRole('region', { name: 'Subtitle' });
    expect(within(subtitle).queryByText(m.fieldChanged)).not.toBeInTheDocument();
    expect(
      within(screen.getByRole('region', { name: 'Main Description' })).queryByText(m.fieldChanged),
    ).toBeNull();
  });

  it('restores a version as a new one, based on the current version, and the editor shows it', async () => {
    const api = homeWithHistory();
    const { user } = await openHistory();
    await user.click(screen.getByRole('button', { name: m.versionLabel(1) }));
    await user.click(await screen.findByRole('button', { name: m.restoreVersion }));
    expect(await screen.findByText(m.restoreConfirm(1))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: m.restore }));
    await waitFor(() =>
      expect(toastStore.getState().toasts.map((t) => t.title)).toContain(m.restoreSuccess(1)),
    );
    expect(api.callsTo('POST', '/api/admin/content/home/versions/1/restore')[0]?.body).toEqual({ version: 2 });
    const list = await screen.findByRole('list', { name: m.historyTitle });
    expect(within(list).getAllByRole('listitem')[0]!).toHaveTextContent(m.restoredFrom(1));
    expect(await screen.findByDisplayValue(FIRST.title)).toBeInTheDocument();
  });

  it('warns that unsaved edits will be replaced', async () => {
    homeWithHistory();
    renderWithQueryClient(<ContentPage />);
    const user = userEvent.setup();
    await user.type(await screen.findByDisplayValue(SECOND.title), ' edited');
    await user.click(screen.getByRole('button', { name: m.historyButton }));
    await user.click(await screen.findByRole('button', { name: m.versionLabel(1) }));
    await user.click(await screen.findByRole('button', { name: m.restoreVersion }));
    expect(await screen.findByText(m.restoreReplacesUnsaved)).toBeInTheDocument();
  });

  it('says so when the page was published meanwhile, and restores nothing', async () => {
    homeWithHistory(() => ({
      status: 409,
      body: { statusCode: 409, message: 'stale', error: 'Conflict', code: ERROR_CODES.STALE_VERSION },
    }));
    const { user } = await openHistory();
    await user.click(screen.getByRole('button', { name: m.versionLabel(1) }));
    await user.click(await screen.findByRole('button', { name: m.restoreVersion }));
    await user.click(await screen.findByRole('button', { name: m.restore }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.restoreStale);
    expect(screen.getByDisplayValue(SECOND.title)).toBeInTheDocument();
  });

  it('offers a retry when the history cannot be loaded', async () => {
    mockApi({
      'GET /api/admin/content/home': () => ({ body: { ...SECOND, version: 2 } }),
      'GET /api/admin/content/home/versions': () => ({
        status: 500,
        body: { statusCode: 500, message: 'x' },
      }),
    });
    renderWithQueryClient(<ContentPage />);
    const user = userEvent.setup();
    await screen.findByDisplayValue(SECOND.title);
    await user.click(screen.getByRole('button', { name: m.historyButton }));
    expect(await screen.findByRole('alert')).toHaveTextContent(m.historyLoadFailed);
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

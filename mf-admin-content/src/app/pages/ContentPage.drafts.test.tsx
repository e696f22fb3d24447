import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_CONTENT, ERROR_CODES, MESSAGES, type ContentDraft } from 'shared-contracts';
import { authStore, connectionStore, toastStore } from 'web-kit';
import { renderWithQueryClient } from 'web-kit/testing';
import { mockApi } from '../../testing/mock-api';
import ContentPage from './ContentPage';

const m = MESSAGES.content;
const PUBLISHED = { title: 'Published title', subtitle: 'Built right', description: 'Walls and patios' };
const PUBLISHED_ES = { title: 'Título publicado', subtitle: '', description: '' };
const DRAFT: ContentDraft<'home'> = {
  page: 'home',
  content: { ...PUBLISHED, title: 'Draft title' },
  es: { title: '', subtitle: '', description: '' },
  baseVersion: 2,
  staffEmail: 'ben@alamomasonry.com',
  savedAt: '2026-03-14T15:30:00.000Z',
};
const DRAFT_PATH = '/api/admin/content/home/draft';

beforeEach(() => {
  connectionStore.setState({ status: 'online' });
  authStore.setState({ getIdToken: async () => 'staff-token' });
  toastStore.setState({ toasts: [] });
});

/** The API of a home page at version 2, with or without a stored draft. */
function homeApi(initialDraft: ContentDraft<'home'> | null, publishStatus = 200) {
  // The staff read: the page with its Spanish texts (issue 30).
  let home = { ...PUBLISHED, es: PUBLISHED_ES, version: 2 };
  let draft = initialDraft;
  const api = mockApi({
    'GET /api/admin/content/home': () => ({ body: home }),
    'POST /api/content/home': ({ body }) => {
      const { version: _version, ...fields } = body as typeof home;
      home = { ...fields, version: home.version + 1 };
      return { body: home };
    },
    'GET /api/admin/content/drafts': () => ({ body: draft ? [draft] : [] }),
    [`PUT ${DRAFT_PATH}`]: ({ body }) => {
      const { version, ...content } = body as Record<string, string> & { version: number };
      draft = { ...DRAFT, content: content as ContentDraft<'home'>['content'], baseVersion: version };
      return { body: draft };
    },
    [`DELETE ${DRAFT_PATH}`]: () => {
      draft = null;
      return { status: 204 };
    },
    [`POST ${DRAFT_PATH}/publish`]: () => {
      if (publishStatus === 409)
        return {
          status: 409,
          body: {
            statusCode: 409,
            message: m.staleVersion,
            error: 'Conflict',
            code: ERROR_CODES.STALE_VERSION,
          },
        };
      home = { ...(draft!.content as typeof PUBLISHED), es: draft!.es, version: 3 };
      draft = null;
      return { body: home };
    },
  });
  return api;
}

const toastTitles = () => toastStore.getState().toasts.map((toast) => toast.title);
const homeForm = () => screen.getByRole('form', { name: 'home content' });

describe('content drafts in the editor (issue 29)', () => {
  it("loads a stored draft and names who saved it and when; Preview opens the shell's preview in a new tab", async () => {
    homeApi(DRAFT);
    renderWithQueryClient(<ContentPage />);
    expect(await screen.findByDisplayValue('Draft title')).toBeInTheDocument();
    expect(
      within(homeForm()).getByText(m.draftNotice('ben@alamomasonry.com', 'Mar 14, 2026, 10:30 AM')),
    ).toBeInTheDocument();
    const preview = within(homeForm()).getByRole('link', { name: m.previewDraft });
    expect(preview).toHaveAttribute('href', '/admin/preview/home');
    expect(preview).toHaveAttribute('target', '_blank');
    expect(within(homeForm()).getByRole('button', { name: m.saveChanges })).toBeEnabled();
  });

  it('Save draft sends the fields and the published version; Preview and Publish wait for it', async () => {
    const api = homeApi(null);
    renderWithQueryClient(<ContentPage />);
    const user = userEvent.setup();
    const title = await screen.findByDisplayValue('Published title');
    expect(within(homeForm()).queryByRole('link', { name: m.previewDraft })).not.toBeInTheDocument();
    expect(within(homeForm()).getByRole('button', { name: m.publishDraft })).toBeDisabled();

    await user.clear(title);
    await user.type(title, 'New draft title');
    await user.click(within(homeForm()).getByRole('button', { name: m.saveDraft }));
    await waitFor(() => expect(toastTitles()).toContain(m.draftSaved));
    expect(api.calls.find((call) => call.method === 'PUT')?.body).toEqual({
      ...PUBLISHED,
      title: 'New draft title',
      // The hero photo (issue 29) is drafted with the page: the built-in one the content came with.
      heroImagePath: DEFAULT_CONTENT.home.heroImagePath,
      // The Spanish texts (issue 30) are drafted with the page.
      es: PUBLISHED_ES,
      version: 2,
    });
    expect(await within(homeForm()).findByRole('link', { name: m.previewDraft })).toBeInTheDocument();
    // The Spanish version of the page with the draft's Spanish texts (issue 30).
    expect(within(homeForm()).getByRole('link', { name: m.previewDraftSpanish })).toHaveAttribute(
      'href',
      '/admin/preview/home?lang=es',
    );
    expect(within(homeForm()).getByRole('button', { name: m.publishDraft })).toBeEnabled();
    expect(screen.getByDisplayValue('New draft title')).toBeInTheDocument();

    // Typing again: the stored draft is behind the form, so Publish waits for another Save draft.
    await user.type(screen.getByDisplayValue('New draft title'), '!');
    expect(within(homeForm()).getByRole('button', { name: m.publishDraft })).toBeDisabled();
  });

  it('a draft with a broken field is not sent: the field says why', async () => {
    const api = homeApi(null);
    renderWithQueryClient(<ContentPage />);
    const user = userEvent.setup();
    await user.clear(await screen.findByDisplayValue('Published title'));
    await user.click(within(homeForm()).getByRole('button', { name: m.saveDraft }));
    expect(await within(homeForm()).findByText(m.titleRequired)).toBeInTheDocument();
    expect(api.calls.some((call) => call.method === 'PUT')).toBe(false);
  });

  it("Publish draft publishes from the draft's base version; the editor then shows the published page", async () => {
    const api = homeApi(DRAFT);
    renderWithQueryClient(<ContentPage />);
    const user = userEvent.setup();
    await screen.findByDisplayValue('Draft title');
    await user.click(within(homeForm()).getByRole('button', { name: m.publishDraft }));
    await waitFor(() => expect(toastTitles()).toContain(m.draftPublished));
    expect(api.calls.find((call) => call.path.endsWith('/publish'))?.body).toEqual({ version: 2 });
    await waitFor(() =>
      expect(within(homeForm()).queryByRole('button', { name: m.discardDraft })).not.toBeInTheDocument(),
    );
    expect(screen.getByDisplayValue('Draft title')).toBeInTheDocument();
  });

  it('a stale publish says so and keeps the draft', async () => {
    homeApi(DRAFT, 409);
    renderWithQueryClient(<ContentPage />);
    const user = userEvent.setup();
    await screen.findByDisplayValue('Draft title');
    await user.click(within(homeForm()).getByRole('button', { name: m.publishDraft }));
    await waitFor(() => expect(toastTitles()).toContain(m.staleVersion));
    expect(within(homeForm()).getByRole('button', { name: m.discardDraft })).toBeInTheDocument();
  });

  it('Discard draft asks first; Keep keeps it, Discard drops it and shows the published page again', async () => {
    const api = homeApi(DRAFT);
    renderWithQueryClient(<ContentPage />);
    const user = userEvent.setup();
    await screen.findByDisplayValue('Draft title');
    await user.click(within(homeForm()).getByRole('button', { name: m.discardDraft }));
    await user.click(await screen.findByRole('button', { name: m.keepDraft }));
    expect(api.calls.some((call) => call.method === 'DELETE')).toBe(false);

    await user.click(within(homeForm()).getByRole('button', { name: m.discardDraft }));
    expect(await screen.findByText(m.discardDraftConfirm)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: m.discardDraftOk }));
    await waitFor(() => expect(toastTitles()).toContain(m.draftDiscarded));
    expect(api.calls.some((call) => call.method === 'DELETE' && call.path === DRAFT_PATH)).toBe(true);
    expect(await screen.findByDisplayValue('Published title')).toBeInTheDocument();
    expect(within(homeForm()).queryByText(/Draft saved by/)).not.toBeInTheDocument();
  });

  it('Save Changes over a loaded draft keeps what it published in the form; the notice says the draft is behind', async () => {
    homeApi(DRAFT);
    renderWithQueryClient(<ContentPage />);
    const user = userEvent.setup();
    const title = await screen.findByDisplayValue('Draft title');
    await user.type(title, ' and more');
    await user.click(within(homeForm()).getByRole('button', { name: m.saveChanges }));
    expect(await within(homeForm()).findByText(m.draftFromOlderVersion)).toBeInTheDocument();
    expect(screen.getByDisplayValue('Draft title and more')).toBeInTheDocument();
  });
});

import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_CONTENT, ERROR_CODES, MESSAGES } from 'shared-contracts';
import { authStore, connectionStore, toastStore } from 'web-kit';
import { hasUnsavedChanges } from 'web-kit/leave-guard';
import { renderWithQueryClient } from 'web-kit/testing';
import { mockApi, type ApiCall, type MockReply } from '../../../testing/mock-api';
import { BusinessDetailsForm } from './BusinessDetailsForm';
import { ContactContentForm } from './ContactContentForm';
import { HomeContentForm } from './HomeContentForm';
import { ServicesContentForm } from './ServicesContentForm';

const m = MESSAGES.content;
// As the staff read answers them: the page with its Spanish texts (issue 30; '' = not translated).
const HOME = {
  title: 'Stone Home',
  subtitle: 'Built right',
  description: 'Walls and patios',
  version: 3,
  es: { title: 'Casa de piedra', subtitle: '', description: '' },
};
const SERVICES = {
  title: 'What we do',
  description: 'Brick and stone',
  version: 1,
  es: { title: '', description: '' },
};
const CONTACT = {
  title: 'Reach us',
  address: '1 Main St',
  phone: '210-555-0100',
  email: 'a@b.com',
  version: 2,
  es: { title: 'Contáctenos' },
};

beforeEach(() => {
  connectionStore.setState({ status: 'online' });
  authStore.setState({ getIdToken: async () => 'staff-token' });
  toastStore.setState({ toasts: [] });
});

/** A content POST as the API answers it: saved when the body's version is the stored one, else 409 STALE_VERSION. */
const saveIfVersionIs =
  (storedVersion: () => number) =>
  ({ body }: ApiCall): MockReply =>
    (body as { version: number }).version === storedVersion()
      ? { body: { ...(body as object), version: storedVersion() + 1 } }
      : {
          status: 409,
          body: { statusCode: 409, message: 'stale', error: 'Conflict', code: ERROR_CODES.STALE_VERSION },
        };

const saveButton = () =>
  screen.getByRole('button', {
    name: new RegExp(`${m.saveChanges}|${m.saving}|${m.saveUnavailableOffline}`),
  });

describe('home content form', () => {
  it('loads the page content into Page Title, Subtitle and Main Description', async () => {
    mockApi({ 'GET /api/admin/content/home': () => ({ body: HOME }) });
    renderWithQueryClient(<HomeContentForm />);
    expect(await screen.findByLabelText('Page Title')).toHaveValue('Stone Home');
    expect(screen.getByLabelText('Subtitle')).toHaveValue('Built right');
    expect(screen.getByLabelText('Main Description')).toHaveValue('Walls and patios');
  });

  it('requires title, subtitle and description, with the spec messages, and sends nothing', async () => {
    const api = mockApi({ 'GET /api/admin/content/home': () => ({ body: HOME }) });
    renderWithQueryClient(<HomeContentForm />);
    const user = userEvent.setup();
    for (const label of ['Page Title', 'Subtitle', 'Main Description'])
      await user.clear(await screen.findByLabelText(label));
    await user.click(saveButton());
    expect(await screen.findByText(m.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(m.subtitleRequired)).toBeInTheDocument();
    expect(screen.getByText(m.descriptionRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/content/home')).toHaveLength(0);
  });

  it('saves the fields with the loaded version and the bearer token, shows the success alert and refetches', async () => {
    let release: () => void = () => {};
    const api = mockApi({
      'GET /api/admin/content/home': () => ({ body: HOME }),
      'POST /api/content/home': () =>
        new Promise((resolve) => {
          release = () => resolve({ body: { ...HOME, title: 'New title', version: 4 } });
        }),
    });
    renderWithQueryClient(<HomeContentForm />);
    const user = userEvent.setup();
    const title = await screen.findByLabelText('Page Title');
    await user.clear(title);
    await user.type(title, 'New title');
    await user.click(saveButton());
    expect(await screen.findByText(m.saving)).toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByText(m.saveSuccess)).toBeInTheDocument();
    const [post] = api.callsTo('POST', '/api/content/home');
    expect(post?.body).toEqual({
      title: 'New title',
      subtitle: 'Built right',
      description: 'Walls and patios',
      // The hero photo (issue 29) is saved with the page: here the built-in one the content came with.
      heroImagePath: DEFAULT_CONTENT.home.heroImagePath,
      // The Spanish texts (issue 30) go with every save, as loaded.
      es: HOME.es,
      version: 3,
    });
    expect(post?.headers.get('Authorization')).toBe('Bearer staff-token');
    await waitFor(() => expect(api.callsTo('GET', '/api/admin/content/home')).toHaveLength(2));
    expect(screen.getByRole('button', { name: m.saveChanges })).toBeEnabled();
  });

  it('guards leaving while edited and not saved: on from the first keystroke, off once saved', async () => {
    mockApi({
      'GET /api/admin/content/home': () => ({ body: HOME }),
      'POST /api/content/home': () => ({ body: { ...HOME, title: 'New title', version: 4 } }),
    });
    renderWithQueryClient(<HomeContentForm />);
    const user = userEvent.setup();
    const title = await screen.findByLabelText('Page Title');
    expect(hasUnsavedChanges()).toBe(false);
    await user.type(title, '!');
    expect(hasUnsavedChanges()).toBe(true);
    await user.click(saveButton());
    expect(await screen.findByText(m.saveSuccess)).toBeInTheDocument();
    expect(hasUnsavedChanges()).toBe(false);
  });

  it('shows the error alert with the server message, or "Failed to save content" when there is none', async () => {
    let reply = {
      status: 400,
      body: { statusCode: 400, message: 'Title is too fancy', error: 'Bad Request' } as unknown,
    };
    mockApi({ 'GET /api/admin/content/home': () => ({ body: HOME }), 'POST /api/content/home': () => reply });
    renderWithQueryClient(<HomeContentForm />);
    const user = userEvent.setup();
    await screen.findByLabelText('Page Title');
    await user.click(saveButton());
    expect(await screen.findByText(m.saveError)).toBeInTheDocument();
    expect(screen.getByText('Title is too fancy')).toBeInTheDocument();

    reply = { status: 500, body: '' };
    await user.click(saveButton());
    expect(await screen.findByText(m.saveFailed)).toBeInTheDocument();
  });

  it('refuses a stale save with a Reload action that loads the other version and saves from it', async () => {
    let server = HOME;
    const api = mockApi({
      'GET /api/admin/content/home': () => ({ body: server }),
      'POST /api/content/home': saveIfVersionIs(() => server.version),
    });
    renderWithQueryClient(<HomeContentForm />);
    const user = userEvent.setup();
    const title = await screen.findByLabelText('Page Title');
    server = { ...HOME, title: 'Saved by a colleague', version: 4 };
    await user.clear(title);
    await user.type(title, 'My edit');
    await user.click(saveButton());

    expect(await screen.findByText(m.staleVersion)).toBeInTheDocument();
    expect(screen.queryByText(m.saveError)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Page Title')).toHaveValue('Saved by a colleague'));
    expect(screen.queryByText(m.staleVersion)).not.toBeInTheDocument();

    await user.click(saveButton());
    expect(await screen.findByText(m.saveSuccess)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/content/home').at(-1)?.body).toMatchObject({ version: 4 });
  });

  it('offline: keeps editing, shows the offline notice and a disabled "Save Unavailable in Offline Mode"', async () => {
    mockApi({ 'GET /api/admin/content/home': () => ({ body: HOME }) });
    renderWithQueryClient(<HomeContentForm />);
    await screen.findByLabelText('Page Title');
    act(() => connectionStore.setState({ status: 'offline' }));
    expect(screen.getByRole('button', { name: m.saveUnavailableOffline })).toBeDisabled();
    expect(screen.getByText(m.offlineEditingNotice)).toBeInTheDocument();
    expect(screen.getByLabelText('Page Title')).toBeEnabled();
    act(() => connectionStore.setState({ status: 'online' }));
    expect(screen.getByRole('button', { name: m.saveChanges })).toBeEnabled();
    expect(screen.queryByText(m.offlineEditingNotice)).not.toBeInTheDocument();
  });

  it('starting offline it fetches nothing and edits the built-in defaults', async () => {
    const api = mockApi({});
    connectionStore.setState({ status: 'offline' });
    renderWithQueryClient(<HomeContentForm />);
    expect(await screen.findByLabelText('Page Title')).toHaveValue(DEFAULT_CONTENT.home.title);
    expect(api.calls).toHaveLength(0);
  });

  it('falls back to the built-in defaults with the fallback banner when the load fails', async () => {
    mockApi({ 'GET /api/admin/content/home': () => ({ status: 503, body: '' }) });
    renderWithQueryClient(<HomeContentForm />);
    expect(await screen.findByText(MESSAGES.frame.fallbackBanner, {}, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByLabelText('Page Title')).toHaveValue(DEFAULT_CONTENT.home.title);
  });

  it('a save of the defaults shown after a failed load is sent as version 0, so stored content is not overwritten', async () => {
    let apiDown = true;
    const api = mockApi({
      'GET /api/admin/content/home': () => (apiDown ? { status: 503, body: '' } : { body: HOME }),
      'POST /api/content/home': saveIfVersionIs(() => HOME.version),
    });
    renderWithQueryClient(<HomeContentForm />);
    const user = userEvent.setup();
    await screen.findByText(MESSAGES.frame.fallbackBanner, {}, { timeout: 4000 });
    apiDown = false; // back up, with content a colleague stored meanwhile
    const title = screen.getByLabelText('Page Title');
    await user.clear(title);
    await user.type(title, 'Edited defaults');
    await user.click(saveButton());

    const stale = await screen.findByText(m.staleVersion);
    expect(api.callsTo('POST', '/api/content/home')[0]?.body).toMatchObject({ version: 0 });
    await user.click(
      within(stale.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Reload' }),
    );
    await waitFor(() => expect(screen.getByLabelText('Page Title')).toHaveValue(HOME.title));
  });
});

describe('services content form', () => {
  it('requires Page Title and Page Description (spaces alone are no description), and sends nothing', async () => {
    const api = mockApi({ 'GET /api/admin/content/services': () => ({ body: SERVICES }) });
    renderWithQueryClient(<ServicesContentForm />);
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Page Title'));
    const description = screen.getByLabelText('Page Description');
    await user.clear(description);
    await user.type(description, '   ');
    await user.click(saveButton());
    expect(await screen.findByText(m.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(m.descriptionRequired)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/content/services')).toHaveLength(0);
  });

  it('reports save success and failure through toasts', async () => {
    let status = 200;
    mockApi({
      'GET /api/admin/content/services': () => ({ body: SERVICES }),
      'POST /api/content/services': () =>
        status === 200
          ? { body: SERVICES }
          : { status, body: { statusCode: status, message: 'Database down', error: 'x' } },
    });
    renderWithQueryClient(<ServicesContentForm />);
    const user = userEvent.setup();
    await screen.findByLabelText('Page Title');
    await user.click(saveButton());
    await waitFor(() => expect(toastStore.getState().toasts[0]).toMatchObject({ title: m.saveSuccess }));
    status = 503;
    await user.click(saveButton());
    await waitFor(() =>
      expect(toastStore.getState().toasts[0]).toMatchObject({
        title: m.saveError,
        description: 'Database down',
        variant: 'destructive',
      }),
    );
    expect(screen.queryByText(m.saveSuccess)).not.toBeInTheDocument();
  });
});

describe('contact content form', () => {
  it('requires title, address and phone and a valid e-mail', async () => {
    const api = mockApi({ 'GET /api/admin/content/contact': () => ({ body: CONTACT }) });
    renderWithQueryClient(<ContactContentForm />);
    const user = userEvent.setup();
    for (const label of ['Page Title', 'Address', 'Phone Number'])
      await user.clear(await screen.findByLabelText(label));
    const email = screen.getByLabelText('Email Address');
    await user.clear(email);
    await user.type(email, 'not-an-email');
    await user.click(saveButton());
    expect(await screen.findByText(m.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(m.addressRequired)).toBeInTheDocument();
    expect(screen.getByText(m.phoneRequired)).toBeInTheDocument();
    expect(screen.getByText(m.invalidEmail)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/content/contact')).toHaveLength(0);
    // Re-validated on change once submitted.
    await user.type(screen.getByLabelText('Address'), '9 Elm');
    await waitFor(() => expect(screen.queryByText(m.addressRequired)).not.toBeInTheDocument());
  });

  it('saves all four fields', async () => {
    const api = mockApi({
      'GET /api/admin/content/contact': () => ({ body: CONTACT }),
      'POST /api/content/contact': ({ body }) => ({ body }),
    });
    renderWithQueryClient(<ContactContentForm />);
    const user = userEvent.setup();
    await screen.findByLabelText('Page Title');
    await user.click(saveButton());
    await waitFor(() => expect(api.callsTo('POST', '/api/content/contact')).toHaveLength(1));
    expect(api.callsTo('POST', '/api/content/contact')[0]?.body).toEqual({ ...CONTACT });
  });
});

describe('Spanish texts (issue 30)', () => {
  it('EN | ES: the Spanish view edits the Spanish texts, hints the English ones, marks empty ones; Save sends both', async () => {
    const api = mockApi({
      'GET /api/admin/content/home': () => ({ body: HOME }),
      'POST /api/content/home': ({ body }) => ({ body: { ...HOME, ...(body as object), version: 4 } }),
    });
    renderWithQueryClient(<HomeContentForm />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Page Title'), '!');
    const language = screen.getByRole('radiogroup', { name: m.languageSwitch });
    await user.click(within(language).getByRole('radio', { name: m.languageSpanish }));

    // Only the Spanish texts now, each with the English one beside it.
    expect(screen.queryByLabelText('Page Title')).toBeNull();
    const titleEs = screen.getByRole('textbox', { name: m.spanishFieldLabel('Page Title') });
    expect(titleEs).toHaveValue('Casa de piedra');
    expect(titleEs).toHaveAccessibleDescription(m.englishHint('Stone Home!'));
    const subtitleEs = screen.getByRole('textbox', {
      name: `${m.spanishFieldLabel('Subtitle')} ${m.notTranslated}`,
    });
    expect(subtitleEs).toHaveValue('');
    expect(subtitleEs).toHaveAttribute('placeholder', 'Built right');
    expect(screen.getByTestId('not-translated-description')).toHaveTextContent(m.notTranslated);
    expect(screen.queryByTestId('not-translated-title')).toBeNull();

    await user.type(subtitleEs, 'Hecho bien');
    expect(screen.queryByTestId('not-translated-subtitle')).toBeNull();
    await user.click(saveButton());
    expect(await screen.findByText(m.saveSuccess)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/content/home')[0]?.body).toMatchObject({
      title: 'Stone Home!',
      es: { title: 'Casa de piedra', subtitle: 'Hecho bien', description: '' },
      version: 3,
    });
  });

  it('a save stopped by an English field from the Spanish view opens the English view with its message', async () => {
    const api = mockApi({ 'GET /api/admin/content/services': () => ({ body: SERVICES }) });
    renderWithQueryClient(<ServicesContentForm />);
    const user = userEvent.setup();
    await user.clear(await screen.findByLabelText('Page Title'));
    await user.click(screen.getByRole('radio', { name: m.languageSpanish }));
    await user.click(saveButton());
    expect(await screen.findByText(m.titleRequired)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: m.languageEnglish })).toBeChecked();
    expect(api.callsTo('POST', '/api/content/services')).toHaveLength(0);
  });

  it('the business details have no Spanish texts: no language switch', async () => {
    mockApi({
      'GET /api/admin/content/business': () => ({
        body: { ...DEFAULT_CONTENT.business, version: 1, es: {} },
      }),
    });
    renderWithQueryClient(<BusinessDetailsForm />);
    expect(await screen.findByLabelText('Hours Sunday')).toBeInTheDocument();
    expect(screen.queryByRole('radiogroup', { name: m.languageSwitch })).toBeNull();
  });
});

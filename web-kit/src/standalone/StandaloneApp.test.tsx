import { act, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import * as firebaseApp from 'firebase/app';
import * as firebaseAuth from 'firebase/auth';
import { apiUrl, authStore } from 'web-kit';
import { resetFirebaseSessionForTests } from '../firebase-session/index.js';
import { MESSAGES } from 'shared-contracts';
import type { RuntimeConfig } from 'shared-contracts';
import { StandaloneApp, type StandalonePage } from './StandaloneApp.js';
import { mockFirebaseFirstStart } from '../testing/index.js';

// The identity provider is mocked; firebase-session (domain check, authStore wiring) runs for real.
jest.mock('firebase/app', () =>
  jest.requireActual<typeof import('../testing/index.js')>('../testing/index.js').firebaseAppMock(),
);
jest.mock('firebase/auth', () =>
  jest.requireActual<typeof import('../testing/index.js')>('../testing/index.js').firebaseAuthMock(),
);
const provider = jest.mocked(firebaseAuth);

const CONFIG: RuntimeConfig = {
  apiBaseUrl: 'http://127.0.0.1:3100',
  companyDomain: 'alamomasonry.com',
  remotes: {
    mf_public: 'http://127.0.0.1:3001/mf-manifest.json',
    mf_admin_content: 'http://127.0.0.1:3002/mf-manifest.json',
    mf_admin_inquiries: 'http://127.0.0.1:3003/mf-manifest.json',
    mf_admin_service_area: 'http://127.0.0.1:3004/mf-manifest.json',
  },
  firebase: { apiKey: 'demo-api-key', authDomain: 'demo-masonry.firebaseapp.com', projectId: 'demo-masonry' },
};

const PAGES: StandalonePage[] = [{ path: '/', label: 'Inquiries', Page: () => <h1>Inquiries page</h1> }];

/** The identity provider's auth-state listener, captured so a test can say who is signed in. */
let reportUser: (user: unknown) => void = () => {};

beforeEach(() => {
  mockFirebaseFirstStart(firebaseApp, firebaseAuth);
  provider.onAuthStateChanged.mockImplementation((_auth, listener) => {
    reportUser = listener as (user: unknown) => void;
    return () => {};
  });
  jest.spyOn(window, 'fetch').mockImplementation(async () => new Response(JSON.stringify(CONFIG)));
  resetFirebaseSessionForTests();
  authStore.setState({ ready: false, user: null, companyDomain: '' });
});

/** Renders an admin remote's harness and, once it has started Firebase, reports `user` as signed in (or not). */
async function renderAdmin(user: { uid: string; email: string; emailVerified: boolean } | null) {
  render(<StandaloneApp pages={PAGES} label="Admin inquiries pages" requireStaff />);
  await waitFor(() => expect(provider.onAuthStateChanged).toHaveBeenCalled());
  act(() => reportUser(user));
}

describe('standalone harness, admin remote', () => {
  it('reads /config.json and shows the sign-in form while nobody is signed in', async () => {
    await renderAdmin(null);
    expect(window.fetch).toHaveBeenCalledWith('/config.json', expect.anything());
    expect(provider.initializeAuth).toHaveBeenCalled();
    expect(await screen.findByRole('form', { name: MESSAGES.login.title })).toBeInTheDocument();
    expect(screen.getByLabelText(MESSAGES.login.emailLabel)).toBeInTheDocument();
    expect(screen.getByLabelText(MESSAGES.login.passwordLabel)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: MESSAGES.login.loginWithPassword })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Inquiries page' })).not.toBeInTheDocument();
  });

  it("shows firebase-session's company-domain refusal in an alert and never calls the provider", async () => {
    await renderAdmin(null);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(MESSAGES.login.emailLabel), 'visitor@example.com');
    await user.type(screen.getByLabelText(MESSAGES.login.passwordLabel), 'Visitor-Pass-2026');
    await user.click(screen.getByRole('button', { name: MESSAGES.login.loginWithPassword }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      MESSAGES.login.companyDomainOnly('alamomasonry.com'),
    );
    expect(provider.signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('signs a company e-mail in with the provider', async () => {
    provider.signInWithEmailAndPassword.mockResolvedValue({} as never);
    await renderAdmin(null);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(MESSAGES.login.emailLabel), 'staff@alamomasonry.com');
    await user.type(screen.getByLabelText(MESSAGES.login.passwordLabel), 'Staff-Pass-2026');
    await user.click(screen.getByRole('button', { name: MESSAGES.login.loginWithPassword }));
    expect(provider.signInWithEmailAndPassword).toHaveBeenCalledWith(
      expect.anything(),
      'staff@alamomasonry.com',
      'Staff-Pass-2026',
    );
  });

  it('renders the pages with a Sign out button for signed-in staff', async () => {
    await renderAdmin({ uid: 'u1', email: 'staff@alamomasonry.com', emailVerified: true });
    expect(await screen.findByRole('heading', { name: 'Inquiries page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Inquiries' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('form', { name: MESSAGES.login.title })).not.toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Sign out' }));
    expect(provider.signOut).toHaveBeenCalled();
  });
});

describe('standalone harness, public remote', () => {
  it('renders the pages without sign-in and points the api client at the configured API', async () => {
    render(<StandaloneApp pages={PAGES} label="Public site pages" requireStaff={false} />);
    expect(await screen.findByRole('heading', { name: 'Inquiries page' })).toBeInTheDocument();
    expect(apiUrl('/api/health')).toBe('http://127.0.0.1:3100/api/health');
    expect(provider.initializeAuth).not.toHaveBeenCalled();
  });
});

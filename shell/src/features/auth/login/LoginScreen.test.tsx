import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as firebaseApp from 'firebase/app';
import * as firebaseAuth from 'firebase/auth';
import { MESSAGES } from 'shared-contracts';
import { authStore, toastStore } from 'web-kit';
import { LOGIN_EMAIL_STORAGE_KEY } from 'web-kit/firebase-session';
import { mockFirebaseFirstStart } from 'web-kit/testing';
import { renderAt } from '../../../testing/test-utils';
import LoginScreen from './LoginScreen';

// The real firebase-session runs (domain check, stored e-mail); only the identity provider is mocked.
jest.mock('firebase/app', () =>
  jest.requireActual<typeof import('web-kit/testing')>('web-kit/testing').firebaseAppMock(),
);
jest.mock('firebase/auth', () =>
  jest.requireActual<typeof import('web-kit/testing')>('web-kit/testing').firebaseAuthMock(),
);
const provider = jest.mocked(firebaseAuth);

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function renderLogin() {
  return render(renderAt('/admin/login', { '/admin/login': <LoginScreen />, '/admin': <h1>Admin home</h1> }));
}

// The tab panel is also labelled 'Password', so ask for the input itself.
const passwordInput = () => screen.getByLabelText('Password', { selector: 'input' });
const lastToast = () => toastStore.getState().toasts[0];
const refusal = MESSAGES.login.companyDomainOnly('alamomasonry.com');

beforeEach(() => {
  mockFirebaseFirstStart(firebaseApp, firebaseAuth);
  toastStore.setState({ toasts: [] });
  authStore.setState({ ready: true, user: null });
  localStorage.clear();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

describe('Admin Login, Password tab', () => {
  it('shows the title and both tabs', async () => {
    renderLogin();
    expect(await screen.findByRole('heading', { name: 'Admin Login' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Password' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Email Link' })).toBeInTheDocument();
  });

  it('requires both fields and an e-mail address: nothing reaches the provider', async () => {
    const user = userEvent.setup();
    renderLogin();
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(email).toBeRequired();
    expect(email).toHaveAttribute('type', 'email');
    expect(passwordInput()).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Login with Password' }));
    await user.type(email, 'not-an-address');
    await user.type(passwordInput(), 'secret');
    await user.click(screen.getByRole('button', { name: 'Login with Password' }));
    expect(provider.signInWithEmailAndPassword).not.toHaveBeenCalled();
  });

  it('refuses an e-mail outside the company domain with the spec message, before the provider', async () => {
    const user = userEvent.setup();
    renderLogin();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'visitor@example.com');
    await user.type(passwordInput(), 'Visitor-Pass-2026');
    await user.click(screen.getByRole('button', { name: 'Login with Password' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ variant: 'destructive', description: refusal }));
    expect(provider.signInWithEmailAndPassword).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/login');
  });

  it('shows "Logging in..." while busy, then the success notice and /admin', async () => {
    const user = userEvent.setup();
    const signIn = deferred<firebaseAuth.UserCredential>();
    provider.signInWithEmailAndPassword.mockReturnValue(signIn.promise);
    renderLogin();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'staff@alamomasonry.com');
    await user.type(passwordInput(), 'Staff-Pass-2026');
    await user.click(screen.getByRole('button', { name: 'Login with Password' }));
    expect(await screen.findByRole('button', { name: 'Logging in...' })).toBeDisabled();
    signIn.resolve({} as firebaseAuth.UserCredential);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin'));
    expect(lastToast()).toMatchObject({ title: MESSAGES.login.success, variant: 'default' });
  });

  it("shows the provider's error in plain words, its code on the details line, and stays on the page", async () => {
    const user = userEvent.setup();
    provider.signInWithEmailAndPassword.mockRejectedValue(
      Object.assign(new Error('Firebase: Error (auth/invalid-credential).'), { code: 'auth/invalid-credential' }),
    );
    renderLogin();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'staff@alamomasonry.com');
    await user.type(passwordInput(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Login with Password' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        variant: 'destructive',
        title: MESSAGES.login.errorTitle,
        description: MESSAGES.identityProvider.invalidCredential,
        details: 'Error code: auth/invalid-credential',
      }),
    );
    expect(screen.getByRole('button', { name: 'Login with Password' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/login');
  });

  it('shows the logo', async () => {
    renderLogin();
    expect(await screen.findByRole('img', { name: 'Alamo Masonry Co. logo' })).toBeInTheDocument();
  });
});

describe('Admin Login, Email Link tab', () => {
  async function openLinkTab() {
    const user = userEvent.setup();
    renderLogin();
    await user.click(await screen.findByRole('tab', { name: 'Email Link' }));
    return user;
  }

  it('requires the e-mail', async () => {
    const user = await openLinkTab();
    const email = await screen.findByRole('textbox', { name: 'Email' });
    expect(email).toBeRequired();
    await user.click(screen.getByRole('button', { name: 'Send Login Link' }));
    expect(provider.sendSignInLinkToEmail).not.toHaveBeenCalled();
  });

  it('refuses an e-mail outside the company domain before the provider', async () => {
    const user = await openLinkTab();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'visitor@example.com');
    await user.click(screen.getByRole('button', { name: 'Send Login Link' }));
    await waitFor(() => expect(lastToast()).toMatchObject({ variant: 'destructive', description: refusal }));
    expect(provider.sendSignInLinkToEmail).not.toHaveBeenCalled();
    expect(localStorage.getItem(LOGIN_EMAIL_STORAGE_KEY)).toBeNull();
  });

  it('shows "Sending login link..." while busy, then asks to check the e-mail and stores the address', async () => {
    const send = deferred<void>();
    provider.sendSignInLinkToEmail.mockReturnValue(send.promise);
    const user = await openLinkTab();
    await user.type(await screen.findByRole('textbox', { name: 'Email' }), 'staff@alamomasonry.com');
    await user.click(screen.getByRole('button', { name: 'Send Login Link' }));
    expect(await screen.findByRole('button', { name: 'Sending login link...' })).toBeDisabled();
    send.resolve();
    expect(await screen.findByText(MESSAGES.login.linkSent)).toBeInTheDocument();
    expect(localStorage.getItem(LOGIN_EMAIL_STORAGE_KEY)).toBe('staff@alamomasonry.com');
    expect(provider.sendSignInLinkToEmail).toHaveBeenCalledWith(
      expect.anything(),
      'staff@alamomasonry.com',
      expect.objectContaining({
        url: `${window.location.origin}/admin/login/complete`,
        handleCodeInApp: true,
      }),
    );
  });
});

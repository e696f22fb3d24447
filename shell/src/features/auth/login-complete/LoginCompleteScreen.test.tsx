import { render, screen } from '@testing-library/react';
import { MESSAGES } from 'shared-contracts';
import { completeLoginLink, LoginLinkError } from 'web-kit/firebase-session';
import { renderAt } from '../../../testing/test-utils';
import LoginCompleteScreen from './LoginCompleteScreen';

jest.mock('../../../lib/auth/auth-session', () => ({ startAuthSession: jest.fn(() => Promise.resolve()) }));
jest.mock('web-kit/firebase-session', () => {
  const actual = jest.requireActual('web-kit/firebase-session');
  return { ...actual, completeLoginLink: jest.fn() };
});
const complete = jest.mocked(completeLoginLink);

function renderComplete(search: string) {
  // Each test uses its own address: completions are remembered per URL (one-time codes).
  window.history.replaceState(null, '', `/admin/login/complete${search}`);
  return render(
    renderAt('/admin/login/complete', {
      '/admin/login/complete': <LoginCompleteScreen />,
      '/admin': <h1>Admin home</h1>,
    }),
  );
}

describe('Login completion', () => {
  it("shows 'Verifying your login...', then 'Redirecting to admin dashboard...' and opens /admin", async () => {
    let finish!: () => void;
    complete.mockReturnValue(new Promise((resolve) => (finish = () => resolve({} as never))));
    renderComplete('?mode=signIn&oobCode=ok-1');
    expect(screen.getByText(MESSAGES.login.verifying)).toBeInTheDocument();
    finish();
    expect(await screen.findByText(MESSAGES.login.redirecting)).toBeInTheDocument();
    expect(complete).toHaveBeenCalledWith(window.location.href);
    expect(await screen.findByRole('heading', { name: 'Admin home' }, { timeout: 2000 })).toBeInTheDocument();
  });

  it('without a stored e-mail shows the no-email message', async () => {
    complete.mockRejectedValue(new LoginLinkError('no-email'));
    renderComplete('?mode=signIn&oobCode=no-email');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.login.noEmail);
  });

  it('with an invalid link shows the invalid-link message, also for unexpected failures', async () => {
    complete.mockRejectedValue(new LoginLinkError('invalid-link'));
    const { unmount } = renderComplete('?mode=signIn&oobCode=bad');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.login.invalidLink);
    unmount();
    complete.mockRejectedValue(new Error('chunk failed'));
    renderComplete('?mode=signIn&oobCode=other');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.login.invalidLink);
  });
});

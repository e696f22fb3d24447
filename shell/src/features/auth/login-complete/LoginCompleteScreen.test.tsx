import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from 'shared-contracts';
import { CompanyDomainError, completeLoginLink, LoginLinkError } from 'web-kit/firebase-session';
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

  it('without a stored e-mail asks for the address, says what is wrong with one, then completes with it', async () => {
    complete.mockRejectedValueOnce(new LoginLinkError('no-email'));
    renderComplete('?mode=signIn&oobCode=other-browser');
    const user = userEvent.setup();
    expect(await screen.findByText(MESSAGES.login.confirmEmailPrompt)).toBeInTheDocument();
    const email = screen.getByRole('textbox', { name: MESSAGES.login.emailLabel });
    expect(email).toHaveFocus();
    expect(email).toBeRequired();
    expect(screen.queryByText(MESSAGES.login.noEmail)).not.toBeInTheDocument();

    complete.mockRejectedValueOnce(new CompanyDomainError('alamomasonry.com'));
    await user.type(email, 'visitor@example.com');
    await user.click(screen.getByRole('button', { name: MESSAGES.login.confirmEmail }));
    const refusal = MESSAGES.login.companyDomainOnly('alamomasonry.com');
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(email).toHaveAccessibleDescription(refusal);

    complete.mockRejectedValueOnce(new LoginLinkError('wrong-email'));
    await user.clear(email);
    await user.type(email, 'someone@alamomasonry.com');
    await user.click(screen.getByRole('button', { name: MESSAGES.login.confirmEmail }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.login.linkEmailMismatch);

    complete.mockResolvedValueOnce({} as never);
    await user.clear(email);
    await user.type(email, 'staff@alamomasonry.com');
    await user.click(screen.getByRole('button', { name: MESSAGES.login.confirmEmail }));
    expect(await screen.findByText(MESSAGES.login.redirecting)).toBeInTheDocument();
    expect(complete).toHaveBeenLastCalledWith(window.location.href, 'staff@alamomasonry.com');
    expect(await screen.findByRole('heading', { name: 'Admin home' }, { timeout: 2000 })).toBeInTheDocument();
  });

  it('a typed address that meets a used or broken link ends at the invalid-link message', async () => {
    complete.mockRejectedValueOnce(new LoginLinkError('no-email'));
    renderComplete('?mode=signIn&oobCode=used');
    const email = await screen.findByRole('textbox', { name: MESSAGES.login.emailLabel });
    complete.mockRejectedValueOnce(new LoginLinkError('invalid-link'));
    await userEvent.setup().type(email, 'staff@alamomasonry.com{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.login.invalidLink);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
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

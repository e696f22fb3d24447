import { act, render } from '@testing-library/react';
import { authStore } from 'web-kit';
import { RuntimeConfigContext } from '../runtime-config-context';
import { startAuthSessionWhenIdle } from './auth-session';
import { SIGN_IN_HINT_STORAGE_KEY } from './sign-in-hint';
import { TEST_CONFIG } from '../../testing/test-utils';
import { useShowAdminLink } from './use-is-staff';

jest.mock('./auth-session', () => ({ startAuthSessionWhenIdle: jest.fn(() => () => {}) }));

function Probe() {
  return <output>{useShowAdminLink() ? 'admin link' : 'no admin link'}</output>;
}

function renderProbe() {
  return render(
    <RuntimeConfigContext.Provider value={TEST_CONFIG}>
      <Probe />
    </RuntimeConfigContext.Provider>,
  );
}

describe('useShowAdminLink', () => {
  beforeEach(() => {
    jest.mocked(startAuthSessionWhenIdle).mockClear();
    window.localStorage.clear();
    authStore.setState({ ready: false, user: null, companyDomain: 'alamomasonry.com' });
  });

  it('does not start the sign-in service for a browser without the staff hint', () => {
    renderProbe();
    expect(startAuthSessionWhenIdle).not.toHaveBeenCalled();
  });

  it('starts it (when idle) where staff signed in before', () => {
    window.localStorage.setItem(SIGN_IN_HINT_STORAGE_KEY, '1');
    renderProbe();
    expect(startAuthSessionWhenIdle).toHaveBeenCalledWith(TEST_CONFIG);
  });

  it('shows the link only for the real signed-in staff user, never for the hint alone', () => {
    window.localStorage.setItem(SIGN_IN_HINT_STORAGE_KEY, '1');
    const { container } = renderProbe();
    expect(container).toHaveTextContent('no admin link');
    act(() =>
      authStore.setState({
        ready: true,
        user: { uid: 's', email: 'staff@alamomasonry.com', emailVerified: true },
      }),
    );
    expect(container).toHaveTextContent(/^admin link$/);
  });
});

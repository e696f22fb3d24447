import { authStore } from 'web-kit';
import { hasSignInHint, SIGN_IN_HINT_STORAGE_KEY, syncSignInHint } from './sign-in-hint';

const staff = { uid: 's', email: 'staff@alamomasonry.com', emailVerified: true };
const visitor = { uid: 'v', email: 'visitor@example.com', emailVerified: true };

describe('staff sign-in hint', () => {
  let unsubscribe: () => void = () => {};
  beforeEach(() => {
    window.localStorage.clear();
    authStore.setState({ ready: false, user: null, companyDomain: 'alamomasonry.com' });
  });
  afterEach(() => unsubscribe());

  it('is absent on a first visit', () => {
    expect(hasSignInHint()).toBe(false);
  });

  it('is written when staff are signed in and cleared on sign-out', () => {
    unsubscribe = syncSignInHint();
    authStore.setState({ ready: true, user: staff });
    expect(window.localStorage.getItem(SIGN_IN_HINT_STORAGE_KEY)).toBe('1');
    expect(hasSignInHint()).toBe(true);
    authStore.setState({ ready: true, user: null });
    expect(hasSignInHint()).toBe(false);
  });

  it('is not written for a non-staff user, nor before the provider has answered', () => {
    unsubscribe = syncSignInHint();
    authStore.setState({ ready: false, user: staff });
    expect(hasSignInHint()).toBe(false);
    authStore.setState({ ready: true, user: visitor });
    expect(hasSignInHint()).toBe(false);
  });

  it('reflects a session that is already signed in when syncing starts', () => {
    authStore.setState({ ready: true, user: staff });
    unsubscribe = syncSignInHint();
    expect(hasSignInHint()).toBe(true);
  });
});

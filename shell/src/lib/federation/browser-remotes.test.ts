import { CANARY_BROWSER_ID_KEY, CANARY_OPT_IN_KEY, canaryBucket, type RuntimeConfig } from 'shared-contracts';
import { TEST_CONFIG } from '../../testing/test-utils';
import { browserRemotes, readCanaryOptIn } from './browser-remotes';

const CANARY = 'https://releases.example.com/mf-admin-inquiries/1.1.0/mf-manifest.json';
const withCanary = (percent: number, staff = false): RuntimeConfig => ({
  ...TEST_CONFIG,
  canaries: {
    mf_admin_inquiries: { manifest: CANARY, version: '1.1.0', percent, staff, since: '2026-06-01T00:00:00Z' },
  },
});

afterEach(() => localStorage.clear());

describe('which version of each remote this browser loads (issue 46)', () => {
  it('the stable versions when no canary runs, without keeping any id', () => {
    expect(browserRemotes(TEST_CONFIG)).toBe(TEST_CONFIG.remotes);
    expect(localStorage.getItem(CANARY_BROWSER_ID_KEY)).toBeNull();
  });

  it('keeps one random id per browser, so the same browser gets the same version on every visit', () => {
    const first = browserRemotes(withCanary(50)).mf_admin_inquiries;
    const id = localStorage.getItem(CANARY_BROWSER_ID_KEY)!;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    for (let visit = 0; visit < 5; visit += 1)
      expect(browserRemotes(withCanary(50)).mf_admin_inquiries).toBe(first);
    expect(first).toBe(
      canaryBucket(id, 'mf_admin_inquiries') < 50 ? CANARY : TEST_CONFIG.remotes.mf_admin_inquiries,
    );
    expect(browserRemotes(withCanary(100)).mf_admin_inquiries).toBe(CANARY);
    expect(browserRemotes(withCanary(0)).mf_admin_inquiries).toBe(TEST_CONFIG.remotes.mf_admin_inquiries);
  });

  it('staff opt in with /admin?canary=on and out with =off, for canaries that take staff', () => {
    readCanaryOptIn(new URL('https://site.example/admin?canary=on'));
    expect(localStorage.getItem(CANARY_OPT_IN_KEY)).toBe('1');
    expect(browserRemotes(withCanary(0, true)).mf_admin_inquiries).toBe(CANARY);
    expect(browserRemotes(withCanary(0, false)).mf_admin_inquiries).toBe(
      TEST_CONFIG.remotes.mf_admin_inquiries,
    );
    readCanaryOptIn(new URL('https://site.example/services?canary=off'));
    expect(localStorage.getItem(CANARY_OPT_IN_KEY)).toBe('1');
    readCanaryOptIn(new URL('https://site.example/admin/inquiries?canary=off'));
    expect(browserRemotes(withCanary(0, true)).mf_admin_inquiries).toBe(
      TEST_CONFIG.remotes.mf_admin_inquiries,
    );
  });
});

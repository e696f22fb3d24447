import type { RedisService } from '../redis/redis.service.js';
import { ConfirmationQuota } from './confirmation-quota.service.js';

/** Without Redis (unset, or away): the quota is this process's own. */
const withoutRedis = () => new ConfirmationQuota({ ready: false, client: null } as unknown as RedisService);

describe('ConfirmationQuota without Redis', () => {
  it('allows the first confirmation to a mailbox and refuses the next ones, whatever case or +tag', async () => {
    const quota = withoutRedis();
    expect(await quota.claim('ann@example.com')).toBe(true);
    for (const same of ['ann@example.com', 'ANN@Example.com', 'ann+quotes@example.com']) {
      expect(await quota.claim(same)).toBe(false);
    }
    expect(await quota.claim('bob@example.com')).toBe(true);
  });

  it('gives the window back when the quote was not stored', async () => {
    const quota = withoutRedis();
    expect(await quota.claim('ann@example.com')).toBe(true);
    await quota.release('ann@example.com');
    expect(await quota.claim('ann@example.com')).toBe(true);
  });
});

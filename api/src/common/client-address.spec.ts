import { clientBucket, isLoopbackHost } from './client-address.js';

describe('clientBucket', () => {
  it('counts every address of one IPv6 /64 as one client, however it is written', () => {
    const bucket = clientBucket('2001:db8:1:2::a');
    expect(bucket).toBe('2001:db8:1:2::/64');
    for (const address of [
      '2001:db8:1:2:ffff:ffff:ffff:ffff',
      '2001:0db8:0001:0002:0:0:0:1',
      '2001:DB8:1:2::b%eth0',
    ]) {
      expect(clientBucket(address)).toBe(bucket);
    }
  });

  it('keeps neighbouring /64s apart', () => {
    expect(clientBucket('2001:db8:1:3::a')).not.toBe(clientBucket('2001:db8:1:2::a'));
    expect(clientBucket('::2001:db8:1:2')).not.toBe(clientBucket('2001:db8:1:2::'));
  });

  it('counts 127.0.0.1, ::1 and IPv4 loopback written as IPv6 as one host', () => {
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '0:0:0:0:0:0:0:1', '127.0.0.2']) {
      expect(clientBucket(address)).toBe('loopback');
    }
  });

  it('counts an IPv4 client once, whether the socket reports it as IPv4 or IPv6', () => {
    expect(clientBucket('::ffff:198.51.100.7')).toBe('198.51.100.7');
    expect(clientBucket('198.51.100.7')).toBe('198.51.100.7');
    expect(clientBucket('198.51.100.8')).toBe('198.51.100.8');
  });
});

describe('isLoopbackHost', () => {
  it.each(['127.0.0.1', '127.1.2.3', '::1', '::ffff:127.0.0.1', 'localhost'])(
    '%s is this machine only',
    (host) => {
      expect(isLoopbackHost(host)).toBe(true);
    },
  );

  it.each(['0.0.0.0', '::', '192.0.2.2', '::ffff:192.0.2.2', 'fe80::1', '10.0.0.1'])(
    '%s is reachable from elsewhere',
    (host) => {
      expect(isLoopbackHost(host)).toBe(false);
    },
  );
});

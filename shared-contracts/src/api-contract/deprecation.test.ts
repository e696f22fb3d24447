import { deprecationHeaders } from './operation.js';

describe('the headers announcing a deprecated operation', () => {
  it('writes Deprecation as RFC 9745 (@ and Unix seconds) and Sunset as RFC 8594 (an HTTP-date)', () => {
    // RFC 9745's example is @1688169599 (2023-06-30T23:59:59Z); RFC 8594's date form is IMF-fixdate.
    expect(deprecationHeaders({ since: '2023-06-30T23:59:59Z', sunset: '2023-12-31T23:59:59Z' })).toEqual({
      Deprecation: '@1688169599',
      Sunset: 'Sun, 31 Dec 2023 23:59:59 GMT',
    });
  });

  it('refuses a date that does not parse and a sunset not after the deprecation', () => {
    expect(() => deprecationHeaders({ since: 'soon', sunset: '2027-01-01' })).toThrow(/ISO 8601/);
    expect(() => deprecationHeaders({ since: '2027-01-01', sunset: '2026-12-31' })).toThrow(
      /must come after/,
    );
  });
});

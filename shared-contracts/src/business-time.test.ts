import { businessClock, formatBusinessDateTime } from './business-time.js';

describe('formatBusinessDateTime', () => {
  it('shows the time in San Antonio (Central time), en-US', () => {
    // 15:30 UTC in March (daylight saving) is 10:30 AM in Chicago.
    expect(formatBusinessDateTime('2026-03-14T15:30:00.000Z')).toBe('Mar 14, 2026, 10:30 AM');
  });

  it('uses standard time in winter and may move the date back a day', () => {
    expect(formatBusinessDateTime('2026-01-02T03:00:00Z')).toBe('Jan 1, 2026, 9:00 PM');
  });

  it('shows an unparseable value as it is instead of "Invalid Date"', () => {
    expect(formatBusinessDateTime('not a date')).toBe('not a date');
  });
});

describe('businessClock', () => {
  it("gives San Antonio's day and hour, across midnight UTC and daylight saving", () => {
    expect(businessClock(new Date('2026-11-26T04:30:00Z'))).toEqual({ day: '2026-11-25', hour: 22 });
    expect(businessClock(new Date('2026-07-01T12:00:00Z'))).toEqual({ day: '2026-07-01', hour: 7 });
  });
});

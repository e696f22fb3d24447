import { businessClock, businessZoneName, formatBusinessDateTime, isTimeZone } from './business-time.js';

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

describe('the time zone setting (issue 32)', () => {
  it('formats and clocks in the zone given, the default staying San Antonio', () => {
    expect(formatBusinessDateTime('2026-03-14T15:30:00.000Z', 'Europe/Madrid')).toBe('Mar 14, 2026, 4:30 PM');
    expect(businessClock(new Date('2026-11-26T04:30:00Z'), 'Asia/Tokyo')).toEqual({
      day: '2026-11-26',
      hour: 13,
    });
    expect(businessClock(new Date('2026-11-26T04:30:00Z'), 'America/Chicago')).toEqual(
      businessClock(new Date('2026-11-26T04:30:00Z')),
    );
  });

  it('names the zone as it reads at that moment (standard or daylight time)', () => {
    expect(businessZoneName('2026-01-02T03:00:00Z')).toBe('CST');
    expect(businessZoneName('2026-07-01T12:00:00Z')).toBe('CDT');
    expect(businessZoneName('2026-07-01T12:00:00Z', 'UTC')).toBe('UTC');
  });

  it('knows IANA zones and refuses anything else', () => {
    for (const zone of ['America/Chicago', 'America/Denver', 'Europe/Madrid', 'UTC'])
      expect(isTimeZone(zone)).toBe(true);
    for (const value of ['Mars/Olympus', '', 'America/Chicago; DROP', 42, null, undefined]) {
      expect(isTimeZone(value)).toBe(false);
    }
  });
});

describe('formatBusinessDateTime in Spanish (a Spanish confirmation, issue 32)', () => {
  it('writes the date and time as a Spanish reader does, in the zone given', () => {
    expect(formatBusinessDateTime('2026-03-14T15:30:00.000Z', 'America/Chicago', 'es-US')).toBe(
      '14 mar 2026, 10:30 a.m.',
    );
  });
});

import { BUSINESS_HOURS_PATTERN, isBusinessHours, openingTimes } from './business-hours.js';
import { businessHoursRows, socialLinks } from './data/business.js';
import { DEFAULT_CONTENT } from './data/default-content.js';
import * as MESSAGES from './messages/index.js';
import { businessContentSchema } from './schemas/content.js';

describe('business hours', () => {
  it.each([
    ['8am-6pm', { opens: '08:00', closes: '18:00' }],
    ['8:30 AM - 5:15 PM', { opens: '08:30', closes: '17:15' }],
    ['12pm-12am', { opens: '12:00', closes: '00:00' }],
    ['9am–2pm', { opens: '09:00', closes: '14:00' }],
  ])('reads %s as schema.org times', (text, times) => {
    expect(openingTimes(text)).toEqual(times);
    expect(isBusinessHours(text)).toBe(true);
    expect(BUSINESS_HOURS_PATTERN.test(text)).toBe(true);
  });

  it('accepts Closed in any case, with no times', () => {
    expect(isBusinessHours('closed')).toBe(true);
    expect(openingTimes('Closed')).toBeUndefined();
  });

  it.each(['', '8-6', '13pm-2pm', '8am', 'by appointment', '8am-6pm-9pm', '0am-5pm'])(
    'refuses %j',
    (text) => {
      expect(isBusinessHours(text)).toBe(false);
    },
  );

  it('gives the week rows with schema.org days and times, closed days without times', () => {
    const rows = businessHoursRows({ ...DEFAULT_CONTENT.business, hoursSaturday: '10am-1pm' });
    expect(rows).toEqual([
      {
        days: 'Mon-Fri',
        hours: '8am-6pm',
        schemaDays: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
        opens: '08:00',
        closes: '18:00',
      },
      { days: 'Sat', hours: '10am-1pm', schemaDays: ['Saturday'], opens: '10:00', closes: '13:00' },
      { days: 'Sun', hours: 'Closed', schemaDays: ['Sunday'] },
    ]);
  });
});

describe('business details schema', () => {
  const messages = (value: unknown) => {
    const result = businessContentSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map((issue) => issue.message);
  };

  it('accepts the built-in details', () => {
    expect(messages(DEFAULT_CONTENT.business)).toEqual([]);
  });

  it('refuses bad hours and links with their messages; Instagram may be empty', () => {
    expect(
      messages({
        hoursWeekdays: 'all day',
        hoursSaturday: '9am-2pm',
        hoursSunday: '',
        facebookUrl: 'http://facebook.com/x',
        instagramUrl: 'javascript:alert(1)',
      }),
    ).toEqual([
      MESSAGES.content.hoursInvalid,
      MESSAGES.content.hoursInvalid,
      MESSAGES.content.linkInvalid,
      MESSAGES.content.linkInvalid,
    ]);
  });

  it('lists only the links the business has', () => {
    expect(socialLinks(DEFAULT_CONTENT.business)).toEqual([
      { label: 'Facebook', url: DEFAULT_CONTENT.business.facebookUrl },
    ]);
  });
});

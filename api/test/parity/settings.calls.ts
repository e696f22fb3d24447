import { generalSettingsSchema, LIMITS, MESSAGES, notificationPreferencesSchema } from 'shared-contracts';
import { emailCases } from './quote.calls.js';
import { bodyShapeCases, textFieldCases } from './text-cases.js';
import { ACCEPT, staffSends, type ParityCall } from './verdict.js';

const m = MESSAGES.settings;
const general = {
  siteName: 'Alamo Masonry Co.',
  adminEmail: 'office@alamomasonry.com',
  timeZone: 'America/Chicago',
};
const prefs = { email: true, browser: false };

export const settingsCalls: ParityCall[] = [
  {
    name: 'PUT /api/admin/settings/general',
    schema: generalSettingsSchema,
    send: staffSends('put', '/api/admin/settings/general'),
    cases: [
      ...bodyShapeCases(general),
      ...textFieldCases(general, 'siteName', {
        min: 1,
        max: LIMITS.settings.siteNameMax,
        message: m.siteNameRequired,
        tooLong: m.siteNameTooLong,
      }),
      ...emailCases(general, 'adminEmail', m.adminEmailInvalid, m.adminEmailInvalid),
      // Issue 32: an IANA time zone (class-validator's @IsTimeZone and the same name pattern on both sides).
      ...['America/Denver', 'Europe/Madrid', 'UTC', 'Etc/GMT+6', 'america/chicago'].map((timeZone) => ({
        what: `time zone ${timeZone}`,
        input: { ...general, timeZone },
        expected: ACCEPT,
      })),
      ...[
        undefined,
        null,
        42,
        '',
        'Mars/Olympus',
        '+05:00',
        'America/Chicago ',
        'America/'.padEnd(65, 'x'),
      ].map((timeZone) => ({
        what: `time zone ${JSON.stringify(timeZone)}`,
        input: { ...general, timeZone },
        expected: m.timeZoneInvalid,
      })),
    ],
  },
  {
    name: 'PUT /api/admin/settings/notifications',
    schema: notificationPreferencesSchema,
    send: staffSends('put', '/api/admin/settings/notifications'),
    cases: [
      ...bodyShapeCases(prefs),
      { what: 'both off', input: { email: false, browser: false }, expected: ACCEPT },
      { what: 'email missing', input: { browser: true }, expected: m.notificationsInvalid },
      { what: 'browser a string', input: { email: true, browser: 'true' }, expected: m.notificationsInvalid },
      { what: 'email a number', input: { email: 1, browser: true }, expected: m.notificationsInvalid },
      { what: 'email null', input: { email: null, browser: true }, expected: m.notificationsInvalid },
    ],
  },
];

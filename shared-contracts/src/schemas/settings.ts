import { z } from 'zod';
import { LIMITS } from '../limits.js';
import * as MESSAGES from '../messages/index.js';
import { isTimeZone, TIME_ZONE_PATTERN } from '../business-time.js';
import { EMAIL_PATTERN } from './quote.js';

const m = MESSAGES.settings;

/**
 * Settings > General: the site name, the admin e-mail (where staff notifications of new quotes go) and the business's
 * time zone (issue 32; an IANA name, the same test as the API's @IsTimeZone).
 */
export const generalSettingsSchema = z.object({
  siteName: z
    .string(m.siteNameRequired)
    .trim()
    .min(1, m.siteNameRequired)
    .max(LIMITS.settings.siteNameMax, m.siteNameTooLong),
  adminEmail: z
    .string(m.adminEmailInvalid)
    .trim()
    .min(1, { error: m.adminEmailInvalid, abort: true })
    .max(LIMITS.quote.emailMax, m.adminEmailInvalid)
    .regex(EMAIL_PATTERN, m.adminEmailInvalid),
  timeZone: z
    .string(m.timeZoneInvalid)
    .regex(TIME_ZONE_PATTERN, { error: m.timeZoneInvalid, abort: true })
    .refine(isTimeZone, m.timeZoneInvalid),
});
export type GeneralSettings = z.infer<typeof generalSettingsSchema>;

/** Settings > Notifications: one staff member's own switches (both default on, spec section 2). */
export const notificationPreferencesSchema = z.object({
  email: z.boolean(m.notificationsInvalid),
  browser: z.boolean(m.notificationsInvalid),
  /** The daily e-mail of one's follow-ups (issue 32), off until switched on; left out of a save, it stays as it is. */
  digest: z.boolean(m.notificationsInvalid).optional(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const DEFAULT_NOTIFICATION_PREFERENCES: NotificationPreferences = {
  email: true,
  browser: true,
  digest: false,
};

/** The new password rules checked in the browser before Firebase Auth is asked (its own policy still applies). */
export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, m.currentPasswordRequired),
    newPassword: z.string().min(1, m.newPasswordRequired).min(LIMITS.settings.passwordMin, m.weakPassword),
    confirmPassword: z.string(),
  })
  .refine((value) => value.newPassword === value.confirmPassword, {
    message: m.passwordMismatch,
    path: ['confirmPassword'],
  })
  .refine((value) => value.newPassword !== value.currentPassword, {
    message: m.samePassword,
    path: ['newPassword'],
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

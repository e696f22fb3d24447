import { z } from 'zod';
import { LOCALES } from '../i18n/locale.js';
import * as MESSAGES from '../messages/index.js';
import {
  isVisitorMetric,
  VISITOR_REPORT_KINDS,
  VISITOR_REPORT_LIMITS,
  VISITOR_REPORTERS,
  VISITOR_ROUTE_PATTERN,
  VISITOR_VERSION_PATTERN,
  type VisitorReport,
} from '../visitor-telemetry/visitor-reports.js';

const invalid = MESSAGES.visitorTelemetry.reportInvalid;
const L = VISITOR_REPORT_LIMITS;

/**
 * POST /api/public/visitor-reports: one report as the API accepts it (the DTO follows it, the validation-parity test
 * holds them together). A vital carries a value and no message, an error a message and no value.
 */
export const visitorReportSchema = z
  .object({
    route: z.string(invalid).max(L.routeMax, invalid).regex(VISITOR_ROUTE_PATTERN, invalid),
    language: z.enum(LOCALES, invalid),
    remote: z.enum(VISITOR_REPORTERS, invalid),
    remoteVersion: z.string(invalid).max(L.versionMax, invalid).regex(VISITOR_VERSION_PATTERN, invalid),
    kind: z.enum(VISITOR_REPORT_KINDS, invalid),
    value: z.number(invalid).min(0, invalid).max(L.valueMax, invalid).optional(),
    message: z.string(invalid).trim().min(1, invalid).max(L.messageMax, invalid).optional(),
  })
  .refine(
    (report) =>
      isVisitorMetric(report.kind)
        ? report.value !== undefined && report.message === undefined
        : report.message !== undefined && report.value === undefined,
    invalid,
  ) satisfies z.ZodType<VisitorReport>;

const count = z.number().int().nonnegative();
const p75 = z.number().nonnegative().nullable();

/** GET /api/admin/site-health: the last windowDays of visitors' reports, as stored (per day, never per visitor). */
export const siteHealthSchema = z.object({
  windowDays: count,
  retentionDays: count,
  generatedAt: z.iso.datetime({ offset: true }),
  /** Per route, the 75th percentile of each vital (null when none was reported), slowest LCP first. */
  vitals: z.array(
    z.object({
      route: z.string(),
      samples: count,
      lcpP75: p75,
      inpP75: p75,
      clsP75: p75,
    }),
  ),
  /** Per remote version, the errors its pages threw, most first, with the most frequent messages. */
  errors: z.array(
    z.object({
      remote: z.string(),
      remoteVersion: z.string(),
      count,
      lastDay: z.iso.date(),
      messages: z.array(z.object({ kind: z.enum(VISITOR_REPORT_KINDS), message: z.string(), count })),
    }),
  ),
});
export type SiteHealth = z.infer<typeof siteHealthSchema>;

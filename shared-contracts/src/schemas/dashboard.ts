import type { InquiryStatus } from '../inquiry-rules.js';

/** The quote form's funnel (issue 32): a visit of /contact, a form started (first field typed in), a form sent. */
export const FUNNEL_STEPS = ['visit', 'start', 'send'] as const;
export type FunnelStep = (typeof FUNNEL_STEPS)[number];
export const isFunnelStep = (value: unknown): value is FunnelStep =>
  typeof value === 'string' && (FUNNEL_STEPS as readonly string[]).includes(value);

export const DASHBOARD = {
  /** Weeks of the leads trend, this week included (weeks start on Monday in the business's time zone). */
  trendWeeks: 12,
  /** Days the median response time and the where-from lists look back over. */
  windowDays: 90,
  /** Days the funnel adds up. */
  funnelDays: 28,
  /** Rows of the waiting list and of each where-from list. */
  listSize: 5,
} as const;

export interface DashboardWeek {
  total: number;
  byStatus: Record<InquiryStatus, number>;
}

export interface WaitingLead {
  id: string;
  name: string;
  projectType: string;
  createdAt: string;
}

/** GET /api/admin/dashboard: how business is going, counted by the database in the business's time zone. */
export interface DashboardFigures {
  timeZone: string;
  generatedAt: string;
  thisWeek: DashboardWeek;
  lastWeek: DashboardWeek;
  /** Leads still in New: how many, and the oldest ones. */
  waiting: { count: number; oldest: WaitingLead[] };
  /** Median hours from a lead's arrival to its first move out of New (last windowDays); null with none. */
  medianFirstResponseHours: number | null;
  /** Leads per week, oldest week first; weekStart is the Monday (YYYY-MM-DD, business time zone). */
  trend: { weekStart: string; count: number }[];
  topZipCodes: { zipCode: string; count: number }[];
  topProjectTypes: { projectType: string; count: number }[];
  funnel: { visits: number; starts: number; sends: number };
}

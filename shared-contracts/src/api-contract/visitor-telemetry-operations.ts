import { siteHealthSchema } from '../schemas/visitor-telemetry.js';
import type { ApiOperation } from './operation.js';

/** Real visitors' reports and the Site health page (issue 45). */
export const VISITOR_TELEMETRY_OPERATIONS = {
  reportVisitorEvent: {
    method: 'POST',
    path: '/api/public/visitor-reports',
    summary: "Report a visitor's web vital or error (a beacon; stored per day, no visitor)",
    access: 'public',
    apiPath: 'visitorReport',
    ok: { status: 204 },
    refusals: { 429: 'Too many reports from this client (a flood): dropped' },
  },
  getSiteHealth: {
    method: 'GET',
    path: '/api/admin/site-health',
    summary: "Read the last days' web vitals per route and errors per remote version",
    access: 'staff',
    apiPath: 'adminSiteHealth',
    ok: { status: 200, body: siteHealthSchema },
  },
} as const satisfies Record<string, ApiOperation>;

import { z } from 'zod';
import { FUNNEL_STEPS } from '../schemas/dashboard.js';
import { adminHealthResponseSchema, healthResponseSchema } from '../schemas/health.js';
import { zipCheckResponseSchema } from '../schemas/quote.js';
import { neighborhoodsResponseSchema, serviceAreaEntrySchema } from '../schemas/service-area.js';
import { generalSettingsSchema, notificationPreferencesSchema } from '../schemas/settings.js';
import type { ApiOperation } from './operation.js';
import { dashboardFiguresSchema, populateResultSchema } from './responses.js';

/** Health, the service area, settings and the lead desk's figures. */
export const SITE_OPERATIONS = {
  getHealth: {
    method: 'GET',
    path: '/api/health',
    summary: 'Check that the API and its database answer',
    access: 'public',
    apiPath: 'health',
    ok: { status: 200, body: healthResponseSchema },
    refusals: { 503: 'The database does not answer (status error, database down)' },
    refusalBodies: { 503: healthResponseSchema },
  },
  getAdminHealth: {
    method: 'GET',
    path: '/api/admin/health',
    summary: 'Check the API with a staff token',
    access: 'staff',
    apiPath: 'adminHealth',
    ok: { status: 200, body: adminHealthResponseSchema },
  },
  getDashboard: {
    method: 'GET',
    path: '/api/admin/dashboard',
    summary: "Read the lead desk's figures",
    access: 'staff',
    apiPath: 'adminDashboard',
    ok: { status: 200, body: dashboardFiguresSchema },
  },
  countFunnelStep: {
    method: 'POST',
    path: '/api/public/funnel/{step}',
    summary: "Count a step of the quote form's funnel",
    access: 'public',
    apiPath: 'funnelStep',
    ok: { status: 204 },
    pathParams: { step: z.enum(FUNNEL_STEPS) },
    refusals: { 404: 'Not a route (an empty step)', 429: 'Too many beacons from this client' },
  },
  checkZipCode: {
    method: 'GET',
    path: '/api/public/service-area/check/{zipCode}',
    summary: 'Check whether a ZIP code is served',
    access: 'public',
    apiPath: 'zipCheck',
    ok: { status: 200, body: zipCheckResponseSchema },
  },
  listServiceArea: {
    method: 'GET',
    path: '/api/admin/service-area',
    summary: 'List the served ZIP codes',
    access: 'staff',
    apiPath: 'adminServiceArea',
    ok: { status: 200, body: z.array(serviceAreaEntrySchema) },
  },
  replaceServiceArea: {
    method: 'PUT',
    path: '/api/admin/service-area',
    summary: 'Replace the served ZIP codes',
    access: 'staff',
    apiPath: 'adminServiceArea',
    ok: { status: 200, body: z.array(serviceAreaEntrySchema) },
  },
  listNeighborhoods: {
    method: 'GET',
    path: '/api/admin/service-area/neighborhoods',
    summary: 'List the neighborhoods in use',
    access: 'staff',
    apiPath: 'adminNeighborhoods',
    ok: { status: 200, body: neighborhoodsResponseSchema },
  },
  populateServiceArea: {
    method: 'POST',
    path: '/api/admin/service-area/run-populate-script',
    summary: 'Add the built-in San Antonio ZIP codes',
    access: 'staff',
    apiPath: 'adminPopulateServiceArea',
    ok: { status: 200, body: populateResultSchema },
  },
  updateServiceAreaEntry: {
    method: 'PUT',
    path: '/api/admin/service-area/{zipCode}',
    summary: 'Change or add one served ZIP code',
    access: 'staff',
    apiPath: 'adminServiceAreaEntry',
    ok: { status: 200, body: serviceAreaEntrySchema },
  },
  getGeneralSettings: {
    method: 'GET',
    path: '/api/admin/settings/general',
    summary: "Read the site's general settings",
    access: 'staff',
    apiPath: 'adminGeneralSettings',
    ok: { status: 200, body: generalSettingsSchema },
  },
  saveGeneralSettings: {
    method: 'PUT',
    path: '/api/admin/settings/general',
    summary: "Save the site's general settings",
    access: 'staff',
    apiPath: 'adminGeneralSettings',
    ok: { status: 200, body: generalSettingsSchema },
  },
  getNotificationPreferences: {
    method: 'GET',
    path: '/api/admin/settings/notifications',
    summary: "Read the signed-in member's notification switches",
    access: 'staff',
    apiPath: 'adminNotificationPreferences',
    ok: { status: 200, body: notificationPreferencesSchema },
  },
  saveNotificationPreferences: {
    method: 'PUT',
    path: '/api/admin/settings/notifications',
    summary: "Save the signed-in member's notification switches",
    access: 'staff',
    apiPath: 'adminNotificationPreferences',
    ok: { status: 200, body: notificationPreferencesSchema },
  },
} as const satisfies Record<string, ApiOperation>;

import { z } from 'zod';
import { LOCALES } from '../i18n/locale.js';
import { PAGE_NAMES } from '../schemas/content-fields.js';
import { contentDraftListSchema, contentDraftSchema, DRAFT_PAGE_NAMES } from '../schemas/content-drafts.js';
import { contentVersionDetailSchema, contentVersionListSchema } from '../schemas/content-versions.js';
import { ERROR_CODES } from '../schemas/api-error-shape.js';
import type { ApiOperation } from './operation.js';
import {
  anyAdminPageContentResponseSchema,
  anyPageContentResponseSchema,
  heroPhotoUploadResponseSchema,
  pageContentResponseSchemas,
} from './responses.js';

const page = z.enum(PAGE_NAMES);
const draftPage = z.enum(DRAFT_PAGE_NAMES);
const stale = `code ${ERROR_CODES.STALE_VERSION}: published by someone else since \`version\``;
const save = (name: keyof typeof pageContentResponseSchemas): ApiOperation => ({
  method: 'POST',
  path: `/api/content/${name}`,
  summary: `Save the ${name} page`,
  access: 'staff',
  apiPath: 'content',
  ok: { status: 200, body: pageContentResponseSchemas[name] },
  refusals: { 409: stale },
});
const saveDraft = (name: (typeof DRAFT_PAGE_NAMES)[number]): ApiOperation => ({
  method: 'PUT',
  path: `/api/admin/content/${name}/draft`,
  summary: `Save the ${name} page's draft`,
  access: 'staff',
  apiPath: 'adminContentDraft',
  ok: { status: 200, body: contentDraftSchema },
  refusals: { 409: `${stale} (the draft was based on an older version)` },
});

/** The site's pages, their drafts, versions and hero photo (issues 29, 30). */
export const CONTENT_OPERATIONS = {
  getPageContent: {
    method: 'GET',
    path: '/api/content/{page}',
    summary: "Read a page's texts",
    access: 'public',
    apiPath: 'content',
    ok: { status: 200, body: anyPageContentResponseSchema, etag: 'conditional' },
    pathParams: { page },
    refusals: { 400: `lang is not one of ${LOCALES.join(', ')}`, 404: 'Unknown page' },
  },
  savePageHome: save('home'),
  savePageServices: save('services'),
  savePageContact: save('contact'),
  savePageBusiness: save('business'),
  getAdminPageContent: {
    method: 'GET',
    path: '/api/admin/content/{page}',
    summary: 'Read a page for its editor, with its Spanish texts',
    access: 'staff',
    apiPath: 'adminContent',
    ok: { status: 200, body: anyAdminPageContentResponseSchema },
    pathParams: { page },
    refusals: { 404: 'Unknown page' },
  },
  listContentVersions: {
    method: 'GET',
    path: '/api/admin/content/{page}/versions',
    summary: "List a page's kept versions",
    access: 'staff',
    apiPath: 'adminContentVersions',
    ok: { status: 200, body: contentVersionListSchema },
    pathParams: { page },
    refusals: { 404: 'Unknown page' },
  },
  getContentVersion: {
    method: 'GET',
    path: '/api/admin/content/{page}/versions/{number}',
    summary: 'Read one version of a page',
    access: 'staff',
    apiPath: 'adminContentVersion',
    ok: { status: 200, body: contentVersionDetailSchema },
    pathParams: { page },
    refusals: { 404: 'Unknown page, or no such version (never stored, or pruned)' },
  },
  restoreContentVersion: {
    method: 'POST',
    path: '/api/admin/content/{page}/versions/{number}/restore',
    summary: 'Publish an old version of a page again',
    access: 'staff',
    apiPath: 'adminContentVersionRestore',
    ok: { status: 200, body: anyPageContentResponseSchema },
    pathParams: { page },
    refusals: { 404: 'Unknown page, or no such version', 409: stale },
  },
  listContentDrafts: {
    method: 'GET',
    path: '/api/admin/content/drafts',
    summary: 'List the stored drafts',
    access: 'staff',
    apiPath: 'adminContentDrafts',
    ok: { status: 200, body: contentDraftListSchema },
  },
  getContentDraft: {
    method: 'GET',
    path: '/api/admin/content/{page}/draft',
    summary: "Read a page's draft",
    access: 'staff',
    apiPath: 'adminContentDraft',
    ok: { status: 200, body: contentDraftSchema },
    pathParams: { page: draftPage },
    refusals: { 404: 'Unknown page (drafts: home, services, contact), or the page has no draft' },
  },
  saveContentDraftHome: saveDraft('home'),
  saveContentDraftServices: saveDraft('services'),
  saveContentDraftContact: saveDraft('contact'),
  discardContentDraft: {
    method: 'DELETE',
    path: '/api/admin/content/{page}/draft',
    summary: "Discard a page's draft",
    access: 'staff',
    apiPath: 'adminContentDraft',
    ok: { status: 204 },
    pathParams: { page: draftPage },
    refusals: { 404: 'Unknown page (drafts: home, services, contact), or the page has no draft' },
  },
  publishContentDraft: {
    method: 'POST',
    path: '/api/admin/content/{page}/draft/publish',
    summary: "Publish a page's draft",
    access: 'staff',
    apiPath: 'adminContentDraftPublish',
    ok: { status: 200, body: anyPageContentResponseSchema },
    pathParams: { page: draftPage },
    refusals: {
      404: 'Unknown page (drafts: home, services, contact), or the page has no draft',
      409: `${stale} (the draft is kept)`,
    },
  },
  uploadHeroPhoto: {
    method: 'POST',
    path: '/api/admin/content/home/hero-photo',
    summary: 'Upload a hero photo for the home page',
    access: 'staff',
    apiPath: 'adminHeroPhoto',
    ok: { status: 201, body: heroPhotoUploadResponseSchema },
    refusals: { 413: 'The photo is larger than the upload limit' },
  },
} as const satisfies Record<string, ApiOperation>;

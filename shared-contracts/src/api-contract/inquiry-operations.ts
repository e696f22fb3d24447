import { ERROR_CODES } from '../schemas/api-error-shape.js';
import {
  adminInquirySchema,
  inquiryCountsSchema,
  inquiryPageSchema,
  inquirySchema,
} from '../schemas/inquiry.js';
import {
  inquiryNoteEntrySchema,
  inquiryReplyEntrySchema,
  inquiryTimelineSchema,
} from '../schemas/inquiry-timeline.js';
import { replyTemplateListSchema, replyTemplateSchema } from '../schemas/reply-templates.js';
import { LIMITS } from '../limits.js';
import type { ApiOperation } from './operation.js';
import {
  adminInquiryListSchema,
  messageResponseSchema,
  quotePhotoUploadResponseSchema,
} from './responses.js';

const noInquiry = 'Inquiry not found';
const conditional = 'If-None-Match named the current ETag';

/** The quote form and the staff inbox (issues 17, 31, 32). */
export const INQUIRY_OPERATIONS = {
  submitQuote: {
    method: 'POST',
    path: '/api/public',
    summary: 'Send a quote request',
    access: 'public',
    apiPath: 'quote',
    ok: {
      status: 201,
      body: inquirySchema,
      headers: {
        'Idempotent-Replayed': 'true when the Idempotency-Key was seen before: the first answer again',
      },
    },
    refusals: {
      400: `A rule of the quote form failed (code: the rule's message key), or code ${ERROR_CODES.OUTSIDE_SERVICE_AREA}`,
      422: 'The Idempotency-Key was used for a different request',
      429: 'Too many quotes from this client',
    },
  },
  uploadQuotePhoto: {
    method: 'POST',
    path: '/api/public/quote-photos',
    summary: 'Upload a photo for a quote request',
    access: 'public',
    apiPath: 'quotePhotos',
    ok: { status: 201, body: quotePhotoUploadResponseSchema },
    refusals: {
      413: `The photo is over ${LIMITS.upload.maxBytes} bytes`,
      429: `code ${ERROR_CODES.PHOTO_UPLOADS_LIMIT} or ${ERROR_CODES.PHOTO_BYTES_LIMIT}: too many uploads or bytes this minute`,
    },
  },
  listInquiries: {
    method: 'GET',
    path: '/api/admin/inquiries',
    summary: 'List the inquiries, or one page of them',
    access: 'staff',
    apiPath: 'adminInquiries',
    ok: { status: 200, body: adminInquiryListSchema.or(inquiryPageSchema), etag: 'conditional' },
    refusals: { 304: conditional },
  },
  countInquiries: {
    method: 'GET',
    path: '/api/admin/inquiries/counts',
    summary: 'Count the inquiries by status',
    access: 'staff',
    apiPath: 'adminInquiryCounts',
    ok: { status: 200, body: inquiryCountsSchema, etag: 'conditional' },
    refusals: { 304: conditional },
  },
  getInquiry: {
    method: 'GET',
    path: '/api/admin/inquiries/{id}',
    summary: 'Read one inquiry',
    access: 'staff',
    apiPath: 'adminInquiry',
    ok: { status: 200, body: adminInquirySchema },
    refusals: { 404: noInquiry },
  },
  updateInquiryStatus: {
    method: 'PUT',
    path: '/api/admin/inquiries/{id}',
    summary: "Change an inquiry's status",
    access: 'staff',
    apiPath: 'adminInquiry',
    ok: { status: 200, body: adminInquirySchema },
    refusals: { 404: noInquiry },
  },
  deleteInquiry: {
    method: 'DELETE',
    path: '/api/admin/inquiries/{id}',
    summary: 'Delete an inquiry',
    access: 'staff',
    apiPath: 'adminInquiry',
    ok: { status: 200, body: messageResponseSchema },
    refusals: { 404: noInquiry },
  },
  getInquiryPhoto: {
    method: 'GET',
    path: '/api/admin/inquiries/{id}/photos/{photoId}',
    summary: "Read one of an inquiry's photos",
    access: 'staff',
    apiPath: 'adminInquiryPhoto',
    ok: { status: 200, body: 'image' },
    refusals: { 404: 'No such photo on this inquiry' },
  },
  addInquiryNote: {
    method: 'POST',
    path: '/api/admin/inquiries/{id}/notes',
    summary: 'Add an internal note to an inquiry',
    access: 'staff',
    apiPath: 'adminInquiryNotes',
    ok: { status: 201, body: inquiryNoteEntrySchema },
    refusals: { 404: noInquiry },
  },
  getInquiryTimeline: {
    method: 'GET',
    path: '/api/admin/inquiries/{id}/timeline',
    summary: "Read an inquiry's notes and status changes",
    access: 'staff',
    apiPath: 'adminInquiryTimeline',
    ok: { status: 200, body: inquiryTimelineSchema },
    refusals: { 404: noInquiry },
  },
  replyToInquiry: {
    method: 'POST',
    path: '/api/admin/inquiries/{id}/replies',
    summary: 'E-mail a reply to the visitor',
    access: 'staff',
    apiPath: 'adminInquiryReplies',
    ok: { status: 201, body: inquiryReplyEntrySchema },
    refusals: { 404: noInquiry, 409: 'E-mail is not configured, so no reply can be sent' },
  },
  setInquiryFollowUp: {
    method: 'PUT',
    path: '/api/admin/inquiries/{id}/follow-up',
    summary: 'Assign an inquiry and set its follow-up day',
    access: 'staff',
    apiPath: 'adminInquiryFollowUp',
    ok: { status: 200, body: adminInquirySchema },
    refusals: { 404: noInquiry },
  },
  listReplyTemplates: {
    method: 'GET',
    path: '/api/admin/reply-templates',
    summary: 'List the reply templates',
    access: 'staff',
    apiPath: 'adminReplyTemplates',
    ok: { status: 200, body: replyTemplateListSchema },
  },
  createReplyTemplate: {
    method: 'POST',
    path: '/api/admin/reply-templates',
    summary: 'Add a reply template',
    access: 'staff',
    apiPath: 'adminReplyTemplates',
    ok: { status: 201, body: replyTemplateSchema },
    refusals: { 409: `There are already ${LIMITS.replyTemplate.countMax} templates` },
  },
  updateReplyTemplate: {
    method: 'PUT',
    path: '/api/admin/reply-templates/{id}',
    summary: 'Change a reply template',
    access: 'staff',
    apiPath: 'adminReplyTemplate',
    ok: { status: 200, body: replyTemplateSchema },
    refusals: { 404: 'No such template (unknown, or deleted)' },
  },
  deleteReplyTemplate: {
    method: 'DELETE',
    path: '/api/admin/reply-templates/{id}',
    summary: 'Delete a reply template',
    access: 'staff',
    apiPath: 'adminReplyTemplate',
    ok: { status: 204 },
    refusals: { 404: 'No such template (unknown, or deleted already)' },
  },
} as const satisfies Record<string, ApiOperation>;

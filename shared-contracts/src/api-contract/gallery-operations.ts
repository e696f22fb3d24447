import { ERROR_CODES } from '../schemas/api-error-shape.js';
import { galleryTrashListSchema, restoreGalleryItemResponseSchema } from '../schemas/gallery-trash.js';
import {
  createGalleryItemResponseSchema,
  galleryItemVersionListSchema,
  galleryOrderResponseSchema,
  updateGalleryItemResponseSchema,
} from '../schemas/gallery.js';
import type { ApiOperation } from './operation.js';
import {
  adminGalleryItemSchema,
  adminGalleryUploadResponseSchema,
  galleryCategoriesSchema,
  galleryListSchema,
  messageResponseSchema,
} from './responses.js';

const noItem = 'No such item in the gallery (unknown, or in the trash)';
const stale = `code ${ERROR_CODES.STALE_VERSION}: edited by someone else since \`version\``;

/** The public gallery and its management (issues 29-31). */
export const GALLERY_OPERATIONS = {
  listGallery: {
    method: 'GET',
    path: '/api/gallery',
    summary: 'List the gallery, optionally one category',
    access: 'public',
    apiPath: 'gallery',
    ok: { status: 200, body: galleryListSchema, etag: 'conditional' },
  },
  listGalleryCategories: {
    method: 'GET',
    path: '/api/gallery/categories',
    summary: 'List the categories in use',
    access: 'public',
    apiPath: 'galleryCategories',
    ok: { status: 200, body: galleryCategoriesSchema, etag: 'conditional' },
  },
  uploadGalleryImage: {
    method: 'POST',
    path: '/api/admin/gallery/upload',
    summary: 'Upload a gallery image',
    access: 'staff',
    apiPath: 'adminGalleryUpload',
    ok: { status: 201, body: adminGalleryUploadResponseSchema },
    refusals: { 413: 'The image is larger than the upload limit' },
  },
  createGalleryItem: {
    method: 'POST',
    path: '/api/admin/gallery/item',
    summary: 'Add an item to the gallery',
    access: 'staff',
    apiPath: 'adminGalleryItem',
    ok: { status: 201, body: createGalleryItemResponseSchema },
  },
  getGalleryItem: {
    method: 'GET',
    path: '/api/admin/gallery/item/{id}',
    summary: 'Read a gallery item for its edit form',
    access: 'staff',
    apiPath: 'adminGalleryItemById',
    ok: { status: 200, body: adminGalleryItemSchema },
    refusals: { 404: noItem },
  },
  updateGalleryItem: {
    method: 'PUT',
    path: '/api/admin/gallery/item/{id}',
    summary: "Edit a gallery item's texts",
    access: 'staff',
    apiPath: 'adminGalleryItemById',
    ok: { status: 200, body: updateGalleryItemResponseSchema },
    refusals: { 404: noItem, 409: stale },
  },
  deleteGalleryItem: {
    method: 'DELETE',
    path: '/api/admin/gallery/item/{id}',
    summary: 'Move a gallery item to the trash',
    access: 'staff',
    apiPath: 'adminGalleryItemById',
    ok: { status: 200, body: messageResponseSchema },
    refusals: { 404: noItem },
  },
  setGalleryBeforePhoto: {
    method: 'PUT',
    path: '/api/admin/gallery/item/{id}/before-photo',
    summary: "Set or remove a gallery item's before photo",
    access: 'staff',
    apiPath: 'adminGalleryItemBeforePhoto',
    ok: { status: 200, body: updateGalleryItemResponseSchema.extend({ item: adminGalleryItemSchema }) },
    refusals: { 404: noItem },
  },
  listGalleryItemVersions: {
    method: 'GET',
    path: '/api/admin/gallery/item/{id}/versions',
    summary: "List a gallery item's kept versions",
    access: 'staff',
    apiPath: 'adminGalleryItemVersions',
    ok: { status: 200, body: galleryItemVersionListSchema },
    refusals: { 404: noItem },
  },
  restoreGalleryItemVersion: {
    method: 'POST',
    path: '/api/admin/gallery/item/{id}/versions/{number}/restore',
    summary: 'Make an old version of a gallery item current again',
    access: 'staff',
    apiPath: 'adminGalleryItemVersionRestore',
    ok: { status: 200, body: updateGalleryItemResponseSchema },
    refusals: { 404: `${noItem}, or no such version`, 409: stale },
  },
  reorderGallery: {
    method: 'PUT',
    path: '/api/admin/gallery/order',
    summary: 'Set the order of the gallery',
    access: 'staff',
    apiPath: 'adminGalleryOrder',
    ok: { status: 200, body: galleryOrderResponseSchema },
  },
  listGalleryTrash: {
    method: 'GET',
    path: '/api/admin/gallery/trash',
    summary: 'List the gallery trash',
    access: 'staff',
    apiPath: 'adminGalleryTrash',
    ok: { status: 200, body: galleryTrashListSchema },
  },
  restoreGalleryItem: {
    method: 'POST',
    path: '/api/admin/gallery/trash/{id}/restore',
    summary: 'Restore a gallery item from the trash',
    access: 'staff',
    apiPath: 'adminGalleryTrashRestore',
    ok: { status: 200, body: restoreGalleryItemResponseSchema },
    refusals: { 404: 'Not in the trash (never deleted, restored already, or purged)' },
  },
} as const satisfies Record<string, ApiOperation>;

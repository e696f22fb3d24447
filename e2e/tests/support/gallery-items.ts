import { expect, type APIRequestContext } from '@playwright/test';
import { API_PATHS } from 'shared-contracts';
import { apiBaseUrl, staffIdToken } from './auth';
import { solidPng } from './images';

/**
 * Gallery items made through the staff API for a journey (issue 31): a stone item with a blue photo and, unless told
 * otherwise, a red "before" photo, so the public gallery shows it as a before/after comparison. Returns its id.
 */
export async function createGalleryPair(
  request: APIRequestContext,
  title: string,
  withBefore = true,
): Promise<string> {
  const base = await apiBaseUrl(request);
  const headers = { Authorization: `Bearer ${await staffIdToken(request)}` };
  const upload = async (rgb: [number, number, number]) => {
    const res = await request.post(`${base}${API_PATHS.adminGalleryUpload()}`, {
      headers,
      multipart: {
        category: 'stone',
        image: { name: 'p.png', mimeType: 'image/png', buffer: solidPng(400, 300, rgb) },
      },
    });
    expect(res.status()).toBe(201);
    return ((await res.json()) as { imageUrl: string }).imageUrl;
  };
  const created = await request.post(`${base}${API_PATHS.adminGalleryItem()}`, {
    headers,
    data: {
      title,
      description: 'A cracked wall rebuilt in limestone.',
      imageUrl: await upload([40, 60, 200]),
      location: 'San Antonio',
      category: 'stone',
    },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { item: { id: string } }).item.id;
  if (!withBefore) return id;
  const before = await request.put(`${base}${API_PATHS.adminGalleryItemBeforePhoto(id)}`, {
    headers,
    data: { beforeImageUrl: await upload([200, 40, 40]) },
  });
  expect(before.status()).toBe(200);
  return id;
}

export async function removeGalleryItem(request: APIRequestContext, id: string): Promise<void> {
  const base = await apiBaseUrl(request);
  const headers = { Authorization: `Bearer ${await staffIdToken(request)}` };
  await request.delete(`${base}${API_PATHS.adminGalleryItemById(id)}`, { headers });
}

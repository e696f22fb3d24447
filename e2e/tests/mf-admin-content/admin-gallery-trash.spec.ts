import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/staff';
import { MESSAGES } from 'shared-contracts';
import { openContentTab, PHONE, toasts } from '../support/admin';
import { apiBaseUrl, STAFF, staffIdToken } from '../support/auth';
import { expectNoSeriousViolations, expectSettled } from '../support/axe';
import { solidPng } from '../support/images';
import { holdPageContentLock } from '../support/page-content';

/**
 * Issue 29, gallery undo, through the composed shell on a phone (the dialog's and the toast's audit on a laptop:
 * admin-content-laptop.spec.ts): delete a gallery item, Undo from the
 * toast (by keyboard: F8 then Tab) and see it back in the manager and on the public /gallery; delete it again and
 * restore it from the Trash dialog.
 */
const g = MESSAGES.gallery;

/** Creates a gallery item through the API (upload, then item), as the create form does. */
async function createItem(
  request: APIRequestContext,
  title: string,
): Promise<{ id: string; imageUrl: string }> {
  const base = await apiBaseUrl(request);
  const headers = { Authorization: `Bearer ${await staffIdToken(request)}` };
  const upload = await request.post(`${base}/api/admin/gallery/upload`, {
    headers,
    multipart: { image: { name: 'wall.png', mimeType: 'image/png', buffer: solidPng(48, 32) } },
  });
  expect(upload.status(), await upload.text()).toBe(201);
  const { imageUrl } = (await upload.json()) as { imageUrl: string };
  const created = await request.post(`${base}/api/admin/gallery/item`, {
    headers,
    data: {
      title,
      description: 'A wall to delete and bring back.',
      imageUrl,
      location: 'Boerne',
      category: 'stone',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { item: { id: string; imageUrl: string } }).item;
}

async function confirmDelete(page: Page, panel: ReturnType<Page['getByRole']>, title: string) {
  await panel.getByRole('button', { name: `Delete ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: g.deleteTitle });
  await expect(dialog.getByText(g.deleteConfirm(title))).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(panel.getByRole('listitem').filter({ hasText: title })).toHaveCount(0);
}

test.describe('gallery undo and trash', () => {
  // Its deletes and restores change the set of shown items that a reorder names (admin-gallery-edit): the shared lock.
  holdPageContentLock();
  test.use({ viewport: PHONE });

  test('phone: delete a gallery item, Undo from the toast, delete again and restore from Trash', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const title = `Undo wall phone ${Date.now().toString(36)}`;
    const item = await createItem(request, title);
    const panel = await openContentTab(page, true, 'Gallery', (panel) =>
      panel.getByRole('heading', { name: g.manageHeading }),
    );
    const card = panel.getByRole('listitem').filter({ hasText: title });
    await expect(card).toBeVisible();

    // Delete: the toast offers Undo; the keyboard reaches it (F8 focuses the notifications, Tab the button).
    await confirmDelete(page, panel, title);
    await expect(toasts(page).getByText(g.deleted, { exact: true })).toBeVisible();
    const undo = toasts(page).getByRole('button', { name: g.undo });
    await expect(undo).toBeVisible();
    await page.keyboard.press('F8');
    await page.keyboard.press('Tab');
    await expect(undo).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(toasts(page).getByText(g.restoredDescription(title), { exact: true })).toBeVisible();
    await expect(card).toBeVisible();
    // The image was never removed: it is served as before.
    expect((await request.get(item.imageUrl)).status()).toBe(200);

    // Back on the public gallery as well.
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    // Delete again; this time restore it from the Trash dialog.
    await page.goBack();
    await page.getByRole('tab', { name: 'Gallery' }).click();
    const again = page.getByRole('tabpanel', { name: 'Gallery' });
    await confirmDelete(page, again, title);
    await page.goto('/gallery');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
    await page.goBack();
    await page.getByRole('tab', { name: 'Gallery' }).click();
    const manager = page.getByRole('tabpanel', { name: 'Gallery' });

    const trashButton = manager.getByRole('button', { name: g.trashButton, exact: true });
    await trashButton.click();
    const dialog = page.getByRole('dialog', { name: g.trashHeading });
    const entry = dialog
      .getByRole('list', { name: g.trashHeading })
      .getByRole('listitem')
      .filter({ hasText: title });
    await expect(entry).toContainText(`${g.trashDeletedBy} ${STAFF.email}`);
    await expect(entry).toContainText(g.trashDeletedOn);
    await expect(entry).toContainText(g.trashPurgeOn);
    await expectSettled(page);
    await expectNoSeriousViolations(page, 'trash dialog (phone)', '.ant-modal');
    await expectNoSeriousViolations(page, 'undo toast region (phone)', '.toaster');
    // The dialog fits the phone: nothing scrolls sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await entry.getByRole('button', { name: g.restoreLabel(title) }).click();
    await expect(toasts(page).getByText(g.restoredDescription(title), { exact: true })).toBeVisible();
    await expect(entry).toHaveCount(0);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trashButton).toBeFocused();
    await expect(manager.getByRole('listitem').filter({ hasText: title })).toBeVisible();

    await page.goto('/gallery');
    await expect(page.getByRole('heading', { name: title })).toBeVisible();

    // Leave the shared gallery as it was: the item goes to the trash (purged with the rest after 30 days).
    const base = await apiBaseUrl(request);
    const removed = await request.delete(`${base}/api/admin/gallery/item/${item.id}`, {
      headers: { Authorization: `Bearer ${await staffIdToken(request)}` },
    });
    expect(removed.ok()).toBeTruthy();
  });
});

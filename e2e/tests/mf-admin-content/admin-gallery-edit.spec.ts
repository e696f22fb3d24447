import { type APIRequestContext, type Page } from '@playwright/test';
import { expect, test } from '../support/staff';
import { API_PATHS, MESSAGES } from 'shared-contracts';
import { managerOrder, openContentTab, PHONE, toasts } from '../support/admin';
import { apiBaseUrl, staffIdToken } from '../support/auth';
import { expectNoSeriousViolations, expectSettled } from '../support/axe';
import { holdPageContentLock } from '../support/page-content';

/**
 * Issue 29, the gallery as content, through the composed shell on a phone (the laptop's wide grid, its drag and its
 * dialogs' audit: admin-content-laptop.spec.ts): edit an item's title in
 * the gallery manager's dialog and see it on /gallery; move an item by keyboard (Move down) and another by dragging its
 * handle, and see the new order on /gallery; restore the first version from the item's History. Issue 30: the dialog's
 * optional Spanish title is saved with the edit (the Spanish list shows it, the English one keeps the English title)
 * and the restore of a version without one takes it away again.
 */
const g = MESSAGES.gallery;

async function staffHeaders(request: APIRequestContext) {
  return { Authorization: `Bearer ${await staffIdToken(request)}` };
}

/** Creates a gallery item through the API with an external image (no upload needed for ordering). */
async function createItem(request: APIRequestContext, title: string): Promise<string> {
  const created = await request.post(`${await apiBaseUrl(request)}/api/admin/gallery/item`, {
    headers: await staffHeaders(request),
    data: {
      title,
      description: 'A wall to edit and move.',
      imageUrl: '/images/gallery-placeholder.jpg',
      location: 'Boerne',
      category: 'stone',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { item: { id: string } }).item.id;
}

/** The public gallery's title of item `id` in `lang` (issue 30: the Spanish list falls back to English per field). */
async function publicTitle(
  request: APIRequestContext,
  id: string,
  lang: 'en' | 'es',
): Promise<string | undefined> {
  const res = await request.get(`${await apiBaseUrl(request)}${API_PATHS.gallery(undefined, lang)}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { id: string; title: string }[]).find((item) => item.id === id)?.title;
}

/** The given titles in the order the public /gallery shows them. */
async function publicOrder(page: Page, titles: string[]): Promise<string[]> {
  await page.goto('/gallery');
  await expect(page.getByRole('heading', { name: titles[0] })).toBeVisible();
  const shown = await page.getByRole('heading', { level: 2 }).allTextContents();
  return shown.map((text) => text.trim()).filter((text) => titles.includes(text));
}

test.describe('gallery edit and order', () => {
  // It reorders the one shared gallery: not while another journey adds or deletes items (the shared lock).
  holdPageContentLock();
  test.describe.configure({ mode: 'serial' });

  test.use({ viewport: PHONE });

  test('phone: edit a title, move by keyboard and by drag, restore from History, see each on /gallery', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const tag = `phone ${Date.now().toString(36)}`;
    const [alpha, bravo, charlie] = [`Alpha ${tag}`, `Bravo ${tag}`, `Charlie ${tag}`];
    const ids: string[] = [];
    for (const title of [alpha, bravo, charlie]) ids.push(await createItem(request, title));
    const edited = `Charlie edited ${tag}`;
    const titles = [alpha, bravo, charlie, edited];

    try {
      const panel = await openContentTab(page, true, 'Gallery', (panel) =>
        panel.getByRole('heading', { name: g.manageHeading }),
      );
      await expect(panel.getByText(charlie, { exact: true })).toBeVisible();
      // New items first: the newest of the three leads.
      expect(await managerOrder(panel, titles)).toEqual([charlie, bravo, alpha]);

      // Edit Charlie's title in the dialog, by keyboard; the focus comes back to its Edit button.
      const edit = panel.getByRole('button', { name: g.editLabel(charlie) });
      await edit.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: g.editHeading });
      const title = dialog.getByLabel('Title', { exact: true });
      await expect(title).toHaveValue(charlie);
      // The Spanish title (optional; read from the staff item) is empty: nothing was translated yet.
      const titleEs = dialog.getByLabel(g.titleEsLabel, { exact: true });
      await expect(titleEs).toHaveValue('');
      await expect(dialog.getByLabel(g.descriptionEsLabel, { exact: true })).toHaveValue('');
      const spanish = `Charlie en español ${tag}`;
      await titleEs.fill(spanish);
      await title.fill('C');
      await dialog.getByRole('button', { name: g.save }).click();
      await expect(dialog.getByText(g.titleMin)).toBeVisible();
      await expectSettled(page);
      await expectNoSeriousViolations(page, 'edit dialog (phone)', '.ant-modal');
      await title.fill(edited);
      await title.press('Enter');
      await expect(toasts(page).getByText(g.updated, { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(panel.getByRole('button', { name: g.editLabel(edited) })).toBeFocused();
      expect(await publicTitle(request, ids[2]!, 'es')).toBe(spanish);
      expect(await publicTitle(request, ids[2]!, 'en')).toBe(edited);

      // Move the edited item down by keyboard: announced, saved with a toast.
      const down = panel.getByRole('button', { name: g.moveDownLabel(edited) });
      await down.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByTestId('gallery-order-status')).toContainText(`"${edited}" moved to position`);
      await expect(toasts(page).getByText(g.orderSaved, { exact: true }).first()).toBeVisible();
      await expect(down).toBeFocused();
      await expect.poll(() => managerOrder(panel, titles)).toEqual([bravo, edited, alpha]);

      // Drag Alpha by its handle onto the card before it (the edited one): Alpha takes its place.
      const handle = panel.getByRole('button', { name: g.dragHandleLabel(alpha) });
      const target = panel.getByRole('listitem').filter({ has: page.getByRole('img', { name: edited }) });
      await handle.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      // hover() waits until the handle itself gets the pointer (no toast over it), then the drag starts there.
      await handle.hover();
      await page.mouse.down();
      const to = (await target.boundingBox())!;
      const dropY = Math.max(to.y + 24, Math.min(to.y + to.height / 2, PHONE.height - 8));
      await page.mouse.move(to.x + to.width / 2, dropY, { steps: 12 });
      await page.mouse.up();
      await expect.poll(() => managerOrder(panel, titles)).toEqual([bravo, alpha, edited]);
      await expect(page.getByTestId('gallery-order-status')).toContainText(`"${alpha}" moved to position`);
      await expectSettled(page);

      // The public gallery shows the edited title and the new order.
      await expect.poll(() => publicOrder(page, titles)).toEqual([bravo, alpha, edited]);

      // History of the edited item: its two versions; Restore the first puts the old title back everywhere.
      await page.goBack();
      await page.getByRole('tab', { name: 'Gallery' }).click();
      const manager = page.getByRole('tabpanel', { name: 'Gallery' });
      const historyButton = manager.getByRole('button', { name: g.historyLabel(edited) });
      await historyButton.click();
      const history = page.getByRole('dialog', { name: new RegExp(MESSAGES.content.historyTitle) });
      const entries = history
        .getByRole('list', { name: MESSAGES.content.historyTitle })
        .getByRole('listitem');
      await expect(entries).toHaveCount(2);
      await expect(entries.first()).toContainText(MESSAGES.content.currentVersion);
      await expect(entries.nth(1)).toContainText(charlie);
      await expectSettled(page);
      await expectNoSeriousViolations(page, 'history dialog (phone)', '.ant-modal');
      await entries
        .nth(1)
        .getByRole('button', { name: g.restoreVersionLabel(1) })
        .click();
      await expect(toasts(page).getByText(g.versionRestored(1), { exact: true })).toBeVisible();
      await expect(entries).toHaveCount(3);
      await page.keyboard.press('Escape');
      await expect(history).toBeHidden();
      await expect(manager.getByRole('button', { name: g.historyLabel(charlie) })).toBeVisible();
      await expect.poll(() => publicOrder(page, titles)).toEqual([bravo, alpha, charlie]);
      // Version 1 had no Spanish title: the Spanish list falls back to the English one again.
      expect(await publicTitle(request, ids[2]!, 'es')).toBe(charlie);

      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      // Leave the shared gallery as it was: the items go to the trash.
      const headers = await staffHeaders(request);
      const base = await apiBaseUrl(request);
      for (const id of ids) await request.delete(`${base}/api/admin/gallery/item/${id}`, { headers });
    }
  });
});

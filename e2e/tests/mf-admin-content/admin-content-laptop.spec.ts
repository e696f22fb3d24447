import { expect, test } from '../support/staff';
import { MESSAGES } from 'shared-contracts';
import { LAPTOP, managerOrder, openContentTab, toasts } from '../support/admin';
import { expectNoSeriousViolations, expectSettled } from '../support/axe';
import { createGalleryPair, removeGalleryItem } from '../support/gallery-items';
import { holdPageContentLock } from '../support/page-content';

/**
 * The content remote on a laptop (1366 px), where its flows run on a phone (issue 42): only what the wider screen
 * draws differently. The public hero draws its 1920 px variable there (mf-public's hero-background.test.ts: an
 * uploaded photo's 1920 px variant). 'Create Gallery Item' still comes before the grid; a card of the wide grid is
 * moved by dragging its handle with the mouse; the gallery's edit (a rule broken), History, Undo toast and Trash, and
 * the Home Page's Spanish view with nothing translated, pass axe at that size.
 */
const g = MESSAGES.gallery;
const m = MESSAGES.content;

test.describe('content on a laptop', () => {
  // It reorders and deletes gallery items: not while another journey adds, deletes or reorders them.
  holdPageContentLock();
  test.use({ viewport: LAPTOP });

  test('the hero, the gallery manager (order, drag, dialogs) and the Spanish view at 1366 px', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    // Whatever photo is published, the laptop draws its 1920 px variant.
    await page.goto('/');
    await expect(page.getByTestId('hero')).toHaveCSS(
      'background-image',
      /(home-hero|\/uploads\/hero-[0-9a-f-]{36})-1920\.webp/,
    );
    expect(
      await page.getByTestId('hero').evaluate((hero) => getComputedStyle(hero).backgroundImage),
    ).not.toMatch(/-(768|1280)\.webp/);

    const tag = Date.now().toString(36);
    const [alpha, bravo] = [`Alpha laptop ${tag}`, `Bravo laptop ${tag}`];
    const edited = `Bravo edited ${tag}`;
    const titles = [alpha, bravo, edited];
    const ids: string[] = [];
    for (const title of [alpha, bravo]) ids.push(await createGalleryPair(request, title, false));
    try {
      const panel = await openContentTab(page, false, 'Gallery', (tab) =>
        tab.getByRole('heading', { name: g.manageHeading }),
      );
      const create = panel.getByRole('heading', { name: g.createHeading });
      const grid = panel.getByRole('heading', { name: g.manageHeading });
      expect((await create.boundingBox())!.y).toBeLessThan((await grid.boundingBox())!.y);
      await expect(panel.getByText(bravo, { exact: true })).toBeVisible();
      expect(await managerOrder(panel, titles)).toEqual([bravo, alpha]);

      // Drag Alpha by its handle onto the card before it in the grid: Alpha takes its place.
      const handle = panel.getByRole('button', { name: g.dragHandleLabel(alpha) });
      const target = panel.getByRole('listitem').filter({ has: page.getByRole('img', { name: bravo }) });
      await handle.evaluate((element) => element.scrollIntoView({ block: 'center' }));
      // hover() waits until the handle itself gets the pointer (no toast over it), then the drag starts there.
      await handle.hover();
      await page.mouse.down();
      const to = (await target.boundingBox())!;
      const dropY = Math.max(to.y + 24, Math.min(to.y + to.height / 2, LAPTOP.height - 8));
      await page.mouse.move(to.x + to.width / 2, dropY, { steps: 12 });
      await page.mouse.up();
      await expect.poll(() => managerOrder(panel, titles)).toEqual([alpha, bravo]);
      await expect(page.getByTestId('gallery-order-status')).toContainText(`"${alpha}" moved to position`);
      await expect(toasts(page).getByText(g.orderSaved, { exact: true }).first()).toBeVisible();

      // The edit dialog with a rule broken, audited; a valid title saved makes a second version.
      await panel.getByRole('button', { name: g.editLabel(bravo) }).click();
      const dialog = page.getByRole('dialog', { name: g.editHeading });
      const title = dialog.getByLabel('Title', { exact: true });
      await title.fill('C');
      await dialog.getByRole('button', { name: g.save }).click();
      await expect(dialog.getByText(g.titleMin)).toBeVisible();
      await expectSettled(page);
      await expectNoSeriousViolations(page, 'edit dialog (laptop)', '.ant-modal');
      await title.fill(edited);
      await title.press('Enter');
      await expect(toasts(page).getByText(g.updated, { exact: true })).toBeVisible();
      await expect(dialog).toBeHidden();

      // Its History with both versions, audited.
      await panel.getByRole('button', { name: g.historyLabel(edited) }).click();
      const history = page.getByRole('dialog', { name: new RegExp(m.historyTitle) });
      await expect(history.getByRole('list', { name: m.historyTitle }).getByRole('listitem')).toHaveCount(2);
      await expectSettled(page);
      await expectNoSeriousViolations(page, 'history dialog (laptop)', '.ant-modal');
      await page.keyboard.press('Escape');
      await expect(history).toBeHidden();

      // Delete Alpha: the toast offering Undo, then the Trash dialog listing it, audited.
      await panel.getByRole('button', { name: `Delete ${alpha}` }).click();
      const confirm = page.getByRole('dialog', { name: g.deleteTitle });
      await confirm.getByRole('button', { name: 'Delete' }).click();
      await expect(toasts(page).getByRole('button', { name: g.undo })).toBeVisible();
      await expectNoSeriousViolations(page, 'undo toast region (laptop)', '.toaster');
      await panel.getByRole('button', { name: g.trashButton, exact: true }).click();
      const trash = page.getByRole('dialog', { name: g.trashHeading });
      await expect(
        trash.getByRole('list', { name: g.trashHeading }).getByRole('listitem').filter({ hasText: alpha }),
      ).toBeVisible();
      await expectSettled(page);
      await expectNoSeriousViolations(page, 'trash dialog (laptop)', '.ant-modal');
      await page.keyboard.press('Escape');
      await expect(trash).toBeHidden();

      // The Home Page's Spanish view with nothing translated (cleared, not saved), audited.
      await page.getByRole('tab', { name: 'Home Page' }).click();
      const home = page.getByRole('tabpanel', { name: 'Home Page' });
      await home.getByRole('radiogroup', { name: m.languageSwitch }).getByText(m.languageSpanish).click();
      for (const field of ['Page Title', 'Subtitle', 'Main Description']) {
        await home
          .getByRole('textbox', {
            name: new RegExp(`^${m.spanishFieldLabel(field).replace(/[()]/g, '\\$&')}`),
          })
          .fill('');
      }
      await expect(home.getByText(m.notTranslated, { exact: true })).toHaveCount(3);
      await expectSettled(page);
      await expectNoSeriousViolations(page, 'Spanish view (laptop)', 'form[aria-label="home content"]');
    } finally {
      // Leave the shared gallery as it was: the items go to the trash.
      for (const id of ids) await removeGalleryItem(request, id);
    }
  });
});

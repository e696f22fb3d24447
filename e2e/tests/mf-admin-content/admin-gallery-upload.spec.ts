import { expect, test } from '../support/staff';
import { MESSAGES } from 'shared-contracts';
import { openContentTab, PHONE } from '../support/admin';
import { solidPng } from '../support/images';

/**
 * Issue 32, the gallery upload in the back office, on a phone: 'Create Gallery Item' comes before the grid (it was
 * about 3,000 px down), and a photo dropped on its drop zone is previewed with its name and size, ready to create.
 * The same order on a laptop: admin-content-laptop.spec.ts.
 */
const m = MESSAGES.gallery;

test.use({ viewport: PHONE });

test('on a phone, the upload is at the top and takes a dropped photo with a preview', async ({ page }) => {
  const panel = await openContentTab(page, true, 'Gallery', (tab) =>
    tab.getByRole('heading', { name: m.createHeading }),
  );
  const create = panel.getByRole('heading', { name: m.createHeading });
  const grid = panel.getByRole('heading', { name: m.manageHeading });
  await expect(grid).toBeVisible();
  const [createTop, gridTop] = [(await create.boundingBox())!.y, (await grid.boundingBox())!.y];
  expect(createTop).toBeLessThan(gridTop);

  const png = solidPng(64, 48, [180, 90, 60]);
  const dataTransfer = await page.evaluateHandle(
    (bytes) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(bytes)], 'patio.png', { type: 'image/png' }));
      return transfer;
    },
    [...png],
  );
  const zone = panel.getByTestId('gallery-drop-zone');
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(panel.getByRole('img', { name: m.dropPreviewAlt })).toBeVisible();
  await expect(panel.getByText(/^patio\.png \(\d+\.\d KB\)$/)).toBeVisible();
});

import { expect, test } from '@playwright/test';
import { MESSAGES, PHOTO_TEXTS } from 'shared-contracts';
import { PHONE } from '../support/admin';
import { signInAsStaff } from '../support/auth';
import { solidPng } from '../support/images';
import { dialogTitled, quoteFor, staffApi, unique } from '../support/inquiries';

/**
 * Issue 31: a visitor attaches photos to a quote request (the picker shrinks and uploads each, with a thumbnail and
 * Remove), and staff see them in the inquiry's details, large with next/previous. On a phone, touch screen and all
 * (issue 42: the laptop run proved the same steps again).
 */
const p = MESSAGES.quotePhotos;
const t = MESSAGES.inquiryPhotos;

test.describe(`phone (${PHONE.width}x${PHONE.height})`, () => {
  test.use({ viewport: PHONE, isMobile: true, hasTouch: true });

  test('attach two photos, remove one, submit; staff open the inquiry and see the one photo large', async ({
    page,
    request,
  }) => {
    const quote = quoteFor(unique());
    await page.goto('/contact');
    const form = page.getByRole('form', { name: 'Quote request' });
    for (const [label, value] of [
      ['Name', quote.name],
      ['Email', quote.email],
      ['Phone', quote.phone],
      ['ZIP Code', quote.zipCode],
      ['Project Type', quote.projectType],
      ['Message', quote.message],
    ] as const) {
      await form.getByLabel(label, { exact: true }).fill(value);
    }
    // A wide red photo and a tall blue one; the browser shrinks each before upload. (The field's code comes when
    // its place is in view or the visitor is on the form: filling Message brought it.)
    await form.getByLabel(MESSAGES.quotePhotoField.label).setInputFiles([
      { name: 'wall.png', mimeType: 'image/png', buffer: solidPng(3000, 1500, [200, 40, 40]) },
      { name: 'steps.png', mimeType: 'image/png', buffer: solidPng(600, 900, [40, 40, 200]) },
    ]);
    const items = form.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.getByText(p.uploaded, { exact: true })).toHaveCount(2);
    await expect(form.getByRole('img', { name: p.photoAlt(1) })).toBeVisible();
    await form.getByRole('button', { name: p.remove(1) }).click();
    await expect(items).toHaveCount(1);

    await form.getByRole('button', { name: 'Request Free Quote' }).click();
    await expect(page.getByText(MESSAGES.quote.successTitle, { exact: true })).toBeVisible();
    // The form is empty again, its photos too.
    await expect(items).toHaveCount(0);

    const inquiry = (await (await staffApi(request)).list()).find((i) => i.email === quote.email)!;
    expect(inquiry.photos).toHaveLength(1);
    // The steps photo stayed: 600x900 was under the limit, never enlarged.
    expect(inquiry.photos![0]).toMatchObject({ width: 600, height: 900 });

    // Staff follow the new-quote e-mail's link to the inquiry.
    await signInAsStaff(page);
    await page.goto(`/admin/inquiries?inquiry=${inquiry.id}`);
    const details = dialogTitled(page, MESSAGES.inquiry.detailsTitle);
    await expect(details.getByRole('heading', { name: `${t.title} (1)` })).toBeVisible();
    const thumb = details.getByRole('button', { name: t.open(1, 1) });
    await expect(thumb.locator('img')).toHaveJSProperty('complete', true);
    await thumb.click();
    const viewer = dialogTitled(page, t.viewerTitle(1, 1));
    const large = viewer.getByRole('img', { name: t.viewerTitle(1, 1) });
    await expect(large).toBeVisible();
    await expect
      .poll(() => large.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
      .toEqual([600, 900]);
    // Blue, as the photo that was kept.
    const colour = await large.evaluate((img: HTMLImageElement) => {
      const canvas = document.createElement('canvas');
      canvas.width = 1;
      canvas.height = 1;
      const context = canvas.getContext('2d')!;
      context.drawImage(img, 300, 450, 1, 1, 0, 0, 1, 1);
      return Array.from(context.getImageData(0, 0, 1, 1).data.slice(0, 3));
    });
    expect(colour[2]).toBeGreaterThan(150);
    expect(colour[0]).toBeLessThan(100);
    await viewer.getByRole('button', { name: 'Close' }).click();
    await expect(viewer).toBeHidden();
    await expect(thumb).toBeFocused();
  });
});

test('offline, the photo field says photos need a connection and takes none; back online it takes them', async ({
  page,
  context,
}) => {
  await page.goto('/contact');
  const form = page.getByRole('form', { name: 'Quote request' });
  await form.getByLabel('Message', { exact: true }).fill('A cracked brick wall in the back yard.');
  const field = form.getByLabel(MESSAGES.quotePhotoField.label);
  await expect(field).toBeEnabled();
  await context.setOffline(true);
  await expect(field).toBeDisabled();
  await expect(form.getByText(MESSAGES.quotePhotoField.offline)).toBeVisible();
  await context.setOffline(false);
  await expect(field).toBeEnabled();
  await expect(form.getByText(MESSAGES.quotePhotoField.offline)).toBeHidden();
});

test('on /es/contact the photo field speaks Spanish', async ({ page }) => {
  await page.goto('/es/contact');
  const form = page.getByRole('form');
  await form.getByRole('textbox').last().fill('Una barda de ladrillo con grietas en el patio.');
  await expect(form.getByLabel(PHOTO_TEXTS.es.field.label)).toBeEnabled();
  await expect(form.getByText(PHOTO_TEXTS.es.field.hint)).toBeVisible();
});

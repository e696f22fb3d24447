import { type APIRequestContext } from '@playwright/test';
import { expect, test } from '../support/staff';
import { API_PATHS, MESSAGES } from 'shared-contracts';
import { openContentTab, PHONE } from '../support/admin';
import { apiBaseUrl, staffIdToken } from '../support/auth';
import { expectNoSeriousViolations, expectSettled } from '../support/axe';
import { holdPageContentLock } from '../support/page-content';

/**
 * Issue 30, the content editor in English and Spanish, through the composed shell on a phone (the Spanish view's audit
 * on a laptop: admin-content-laptop.spec.ts): the
 * Home Page's EN | ES switch shows the Spanish texts with the English ones as hints, empty ones marked "Not
 * translated"; a Spanish title saved with Save Changes is what the Spanish read serves while the English page keeps
 * its title, an empty Spanish field falls back to English, History compares the Spanish texts, and a draft carries
 * them. On the public site /es shows the Spanish title and the English subtitle (not translated), / is unchanged.
 */
const m = MESSAGES.content;
const HOME_FIELDS = ['title', 'subtitle', 'description'] as const;
type StaffHome = Record<(typeof HOME_FIELDS)[number], string> & {
  version: number;
  es: Record<(typeof HOME_FIELDS)[number], string>;
};

async function staffCall(
  request: APIRequestContext,
  method: 'get' | 'post' | 'delete',
  path: string,
  data?: object,
) {
  return request[method](`${await apiBaseUrl(request)}${path}`, {
    headers: { Authorization: `Bearer ${await staffIdToken(request)}` },
    data,
  });
}

async function staffHome(request: APIRequestContext): Promise<StaffHome> {
  const response = await staffCall(request, 'get', API_PATHS.adminContent('home'));
  expect(response.ok(), await response.text()).toBeTruthy();
  return (await response.json()) as StaffHome;
}

async function publicHome(request: APIRequestContext, lang?: 'es') {
  const response = await request.get(`${await apiBaseUrl(request)}${API_PATHS.content('home', lang)}`);
  expect(response.ok()).toBeTruthy();
  return (await response.json()) as Record<string, string>;
}

/** Publishes home's English texts as they are with the given Spanish texts (the photo is kept: not sent). */
async function publishHome(request: APIRequestContext, texts: Partial<StaffHome>, es: StaffHome['es']) {
  const current = await staffHome(request);
  const fields = Object.fromEntries(HOME_FIELDS.map((field) => [field, texts[field] ?? current[field]]));
  const response = await staffCall(request, 'post', API_PATHS.content('home'), {
    ...fields,
    es,
    version: current.version,
  });
  expect(response.ok(), await response.text()).toBeTruthy();
}

test.describe('content editor in Spanish', () => {
  test.describe.configure({ mode: 'serial' });
  let original: StaffHome;
  holdPageContentLock(async (request) => {
    await staffCall(request, 'delete', API_PATHS.adminContentDraft('home'));
    await publishHome(request, original, original.es);
  });

  test.beforeAll(async ({ request }) => {
    original = await staffHome(request);
    await staffCall(request, 'delete', API_PATHS.adminContentDraft('home'));
  });

  test.use({ viewport: PHONE });

  test('phone: EN | ES, a Spanish title saved and shown on /es while / is unchanged, empty ones in English, History and drafts', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const tag = `phone-${Date.now().toString(36)}`;
    // Nothing translated yet.
    await publishHome(request, { title: `Home ${tag}` }, { title: '', subtitle: '', description: '' });
    const english = await staffHome(request);

    const home = await openContentTab(page, true, 'Home Page', (panel) =>
      panel.getByLabel('Page Title', { exact: true }),
    );
    await expect(home.getByLabel('Page Title', { exact: true })).toHaveValue(english.title);
    await home.getByRole('radiogroup', { name: m.languageSwitch }).getByText(m.languageSpanish).click();

    // The Spanish view: every Spanish text empty, marked, with its English text as hint and placeholder.
    await expect(home.getByLabel('Page Title', { exact: true })).toHaveCount(0);
    const titleEs = home.getByRole('textbox', {
      name: new RegExp(`^${m.spanishFieldLabel('Page Title').replace(/[()]/g, '\\$&')}`),
    });
    await expect(titleEs).toHaveValue('');
    await expect(titleEs).toHaveAttribute('placeholder', english.title);
    await expect(home.getByText(m.englishHint(english.title))).toBeVisible();
    await expect(home.getByText(m.notTranslated, { exact: true })).toHaveCount(3);
    await expectSettled(page);
    await expectNoSeriousViolations(page, 'Spanish view (phone)', 'form[aria-label="home content"]');

    // Fill the Spanish title only; Save Changes publishes both languages.
    const spanishTitle = `Título en español ${tag}`;
    await titleEs.fill(spanishTitle);
    await expect(home.getByText(m.notTranslated, { exact: true })).toHaveCount(2);
    await home.getByRole('button', { name: m.saveChanges }).click();
    await expect(home.getByText(m.saveSuccess)).toBeVisible();
    const spanish = await publicHome(request, 'es');
    expect(spanish.title).toBe(spanishTitle);
    // An empty Spanish field shows the English text.
    expect(spanish.subtitle).toBe(english.subtitle);
    expect((await publicHome(request)).title).toBe(english.title);

    // Back in English the English title is as it was.
    await home.getByRole('radiogroup', { name: m.languageSwitch }).getByText(m.languageEnglish).click();
    await expect(home.getByLabel('Page Title', { exact: true })).toHaveValue(english.title);

    // History compares the Spanish title of the version before with the current one.
    await home.getByRole('button', { name: m.historyButton }).click();
    const dialog = page.getByRole('dialog', { name: new RegExp(m.historyTitle) });
    await dialog.getByRole('button', { name: m.versionLabel(english.version) }).click();
    const compared = dialog.getByRole('region', { name: m.spanishFieldLabel('Page Title') });
    await expect(compared).toHaveAttribute('data-changed', 'true');
    await expect(compared).toContainText(spanishTitle);
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    // A draft carries the Spanish texts: drafted, not published.
    await home.getByRole('radiogroup', { name: m.languageSwitch }).getByText(m.languageSpanish).click();
    const descriptionEs = home.getByRole('textbox', {
      name: new RegExp(`^${m.spanishFieldLabel('Main Description').replace(/[()]/g, '\\$&')}`),
    });
    await descriptionEs.fill(`Descripción en borrador ${tag}`);
    await home.getByRole('button', { name: m.saveDraft }).click();
    await expect(
      page.getByRole('region', { name: /Notifications/ }).getByText(m.draftSaved, { exact: true }),
    ).toBeVisible();
    const draft = await staffCall(request, 'get', API_PATHS.adminContentDraft('home'));
    expect(((await draft.json()) as { es: Record<string, string> }).es).toEqual({
      title: spanishTitle,
      subtitle: '',
      description: `Descripción en borrador ${tag}`,
    });
    expect((await publicHome(request, 'es')).description).toBe(english.description);
    // The draft previewed in Spanish: the Spanish home page with the draft's Spanish texts.
    const [preview] = await Promise.all([
      page.waitForEvent('popup'),
      home.getByRole('link', { name: m.previewDraftSpanish }).click(),
    ]);
    await preview.setViewportSize(PHONE);
    await expect(preview).toHaveURL(/\/admin\/preview\/home\?lang=es$/);
    await expect(preview.getByRole('heading', { level: 1, name: spanishTitle })).toBeVisible();
    await expect(preview.getByText(`Descripción en borrador ${tag}`)).toBeVisible();
    await preview.close();
    await staffCall(request, 'delete', API_PATHS.adminContentDraft('home'));
    // The editor fits the phone: nothing scrolls sideways.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // The public site: /es shows the Spanish title, and the English subtitle where no Spanish one was written;
    // / is unchanged.
    await page.goto('/es');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.getByRole('heading', { level: 1, name: spanishTitle })).toBeVisible();
    await expect(page.getByText(english.subtitle, { exact: true })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: english.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: spanishTitle })).toHaveCount(0);
  });
});

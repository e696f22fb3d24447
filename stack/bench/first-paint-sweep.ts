/**
 * Every control answers from the first paint (issue 44): on the site as production runs it (src/production-site.ts),
 * lists every interactive element of each public route's server-drawn view, both languages, by role (link, button,
 * textbox, combobox, slider, checkbox, file), and for each one, BENCH_RUNS times (default 10), opens the route on a slow
 * phone (390x844 touch, 4x CPU, 150 ms latency, 1.6 Mbps: src/slow-phone.ts), taps it (types into a field, picks
 * another option) the moment it is painted, and checks it answered: once the app has started, the page is as the same
 * action leaves it on a page whose app had started before it (the URL and heading, open menus and dialogs, the field's
 * value, the main list's visible items), or a file chooser opened. Links the browser owns (tel:, mailto:, other sites,
 * new tabs) are listed, not tapped. Exits non-zero on any lost interaction.
 *
 * `npm run bench:first-paint-sweep -w stack` (not in `npm run bench`: 10 runs of every control of 8 routes take hours
 * on a 2-core machine). BENCH_ROUTES=/contact,/es/contact picks routes; BENCH_RUNS=2 fewer runs.
 */
import type { Browser, Page } from 'playwright';
import { launchChromium } from './chromium';
import { startProductionSite } from '../src/production-site';
import { emulateSlowPhone } from '../src/slow-phone';

const ALL_ROUTES = [
  '/',
  '/services',
  '/gallery',
  '/contact',
  '/es',
  '/es/services',
  '/es/gallery',
  '/es/contact',
];
const ROUTES =
  process.env.BENCH_ROUTES?.split(',').filter((route) => ALL_ROUTES.includes(route)) ?? ALL_ROUTES;
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS) || 10);
/** How long a replayed interaction may take, after the app has started, to show its effect. */
const SETTLE_MS = 1_500;
const PHONE = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  serviceWorkers: 'block',
} as const;

type Role = 'link' | 'button' | 'textbox' | 'combobox' | 'slider' | 'checkbox' | 'file';

interface Control {
  role: Role;
  name: string;
  /** A CSS path from <body>, the same in every load of the route's first view. */
  selector: string;
  /** Not the site's to answer: a phone call, an e-mail, another site or tab. */
  browserOwned: boolean;
  /** Shown only when focused (the skip link): reached with the keyboard, not a finger. */
  keyboardOnly: boolean;
  /**
   * A picture of a control until its code arrives (the quote form's skeleton: inert, tapped by position), and the
   * control that takes its place: what a tap once the app has started acts on, and whose value is read.
   */
  placeholderOf?: string;
}

/** What an interaction may change, read once the app owns the page. */
interface Outcome {
  path: string;
  heading: string;
  expanded: string[];
  dialogs: number;
  value: string | null;
  invalid: number;
  items: number;
  fileChooser: boolean;
}

/** Runs in the page: the visible controls of the server-drawn view, with a CSS path to find each again. */
function listControls(): Control[] {
  const pathOf = (element: Element): string => {
    const parts: string[] = [];
    for (let at: Element | null = element; at && at !== document.body; at = at.parentElement) {
      const siblings = at.parentElement
        ? [...at.parentElement.children].filter((c) => c.tagName === at!.tagName)
        : [];
      parts.unshift(`${at.tagName.toLowerCase()}:nth-of-type(${siblings.indexOf(at) + 1})`);
    }
    return `body > ${parts.join(' > ')}`;
  };
  const roleOf = (element: Element): Control['role'] | undefined => {
    if (element instanceof HTMLAnchorElement) return 'link';
    if (element instanceof HTMLButtonElement || element.tagName === 'SUMMARY') return 'button';
    if (element instanceof HTMLSelectElement) return 'combobox';
    if (element instanceof HTMLTextAreaElement) return 'textbox';
    if (element instanceof HTMLInputElement) {
      if (element.type === 'range') return 'slider';
      if (element.type === 'file') return 'file';
      if (element.type === 'checkbox' || element.type === 'radio') return 'checkbox';
      if (['submit', 'button', 'reset', 'image'].includes(element.type)) return 'button';
      if (element.type !== 'hidden') return 'textbox';
    }
    return element.getAttribute('role') === 'button' ? 'button' : undefined;
  };
  const nameOf = (element: Element) =>
    (
      element.getAttribute('aria-label') ??
      document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent ??
      (element as HTMLInputElement).labels?.[0]?.textContent ??
      (element.textContent?.trim() || element.querySelector('img')?.alt) ??
      ''
    )
      .replace(/\s+/g, ' ')
      .trim()
      .slice(0, 60);
  const visible = (element: Element) => {
    const box = element.getBoundingClientRect();
    // A file input is often visually hidden behind its label: the label is what a visitor taps.
    if (element instanceof HTMLInputElement && element.type === 'file') return element.labels?.length !== 0;
    return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
  };
  return [...document.querySelectorAll('a[href], button, input, select, textarea, summary, [role="button"]')]
    .filter((element) => visible(element) && !(element as HTMLButtonElement).disabled)
    .flatMap((element) => {
      if (element.closest('[inert]')) {
        // The quote form's skeleton: each box stands for a field of the form (or its send button).
        const field =
          element.closest('[data-quote-field]') ?? (element.matches('[data-quote-field]') ? element : null);
        const name = field?.getAttribute('data-quote-field');
        if (!field || !name) return [];
        const isSubmit = name === 'submit';
        return [
          {
            role: isSubmit ? ('button' as const) : ('textbox' as const),
            name: isSubmit ? (element.textContent ?? '').trim() : (field.textContent ?? '').trim() || name,
            selector: pathOf(element),
            browserOwned: false,
            keyboardOnly: false,
            placeholderOf: isSubmit ? 'form button[type="submit"]' : `form [name="${name}"]`,
          },
        ];
      }
      const role = roleOf(element);
      if (!role) return [];
      const link = element instanceof HTMLAnchorElement ? element : undefined;
      const browserOwned = Boolean(
        link &&
        (link.origin !== location.origin ||
          (link.target && link.target !== '_self') ||
          link.hasAttribute('download')),
      );
      const box = element.getBoundingClientRect();
      const keyboardOnly = box.bottom <= 0 || box.right <= 0;
      return [{ role, name: nameOf(element), selector: pathOf(element), browserOwned, keyboardOnly }];
    });
}

/** Runs in the page: the outcome of the interaction on `selector`, once the app owns the page. */
function readOutcome(selector: string): Omit<Outcome, 'fileChooser'> {
  const control = document.querySelector(selector) as HTMLInputElement | null;
  const shown = (element: Element) => element.getBoundingClientRect().height > 0;
  return {
    path: location.pathname + location.search + location.hash,
    heading: document.querySelector('h1')?.textContent?.trim() ?? '',
    expanded: [...document.querySelectorAll('[aria-expanded]')].map(
      (e) => e.getAttribute('aria-expanded') ?? '',
    ),
    dialogs: [...document.querySelectorAll('[role="dialog"], dialog[open]')].filter(shown).length,
    value:
      control && 'value' in control && control.type !== 'file' && control.type !== 'submit'
        ? control.value
        : null,
    invalid: document.querySelectorAll('[aria-invalid="true"]').length,
    items: [...document.querySelectorAll('main li, main article, main figure')].filter(shown).length,
  };
}

/** tsx keeps function names with a helper (`__name`) that the functions run in the page would call there too. */
const NAME_HELPER = 'window.__name = (fn) => fn;';

const appStarted = (page: Page) => page.locator('html[data-app-started="true"]').waitFor({ timeout: 30_000 });

/** Does to the control what a visitor would: a tap, a tap and typing, another option. */
async function act(page: Page, control: Control, appStarted: boolean): Promise<void> {
  // Home's form loads when wanted (a scroll, a tap on it): its skeleton may still be there once the app has started.
  const placeholderShown =
    control.placeholderOf !== undefined &&
    (!appStarted || (await page.locator(control.selector).count()) > 0);
  if (control.placeholderOf && placeholderShown) {
    // Inert: no element takes the tap, the point does. A field tapped takes the focus once the form is there.
    const placeholder = page.locator(control.selector);
    await placeholder.scrollIntoViewIfNeeded();
    const box = await placeholder.boundingBox();
    if (!box) throw new Error('placeholder not painted');
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
    if (control.role === 'textbox') {
      await page.locator(control.placeholderOf).waitFor();
      await page.waitForFunction(
        (selector) => document.activeElement?.matches(selector),
        control.placeholderOf,
      );
      await page.keyboard.type('Ab1');
    }
    return;
  }
  const target = page.locator(control.placeholderOf ?? control.selector);
  if (control.keyboardOnly) {
    await target.focus();
    await page.keyboard.press('Enter');
  } else if (control.role === 'textbox') {
    await target.tap();
    await page.keyboard.type('Ab1');
  } else if (control.role === 'combobox') {
    await target.selectOption({ index: 1 });
  } else if (control.role === 'slider') {
    await target.focus();
    await page.keyboard.press('ArrowLeft');
  } else {
    await target.tap();
  }
}

async function outcomeOf(
  browser: Browser,
  url: string,
  control: Control,
  atFirstPaint: boolean,
): Promise<Outcome> {
  const context = await browser.newContext(PHONE);
  const page = await context.newPage();
  page.setDefaultTimeout(10_000);
  await page.addInitScript(NAME_HELPER);
  try {
    let fileChooser = false;
    page.on('filechooser', () => {
      fileChooser = true;
    });
    if (atFirstPaint) {
      await emulateSlowPhone(page);
      await page.goto(url, { waitUntil: 'commit' });
      // tap() and the others wait for the control to be painted and stable: the earliest a visitor could.
      await page.locator(control.selector).waitFor();
      await act(page, control, false);
      await appStarted(page);
    } else {
      await page.goto(url, { waitUntil: 'load' });
      await appStarted(page);
      await page.waitForTimeout(SETTLE_MS);
      await act(page, control, true);
    }
    await page.waitForTimeout(SETTLE_MS);
    await page.waitForLoadState('load');
    return { ...(await page.evaluate(readOutcome, control.placeholderOf ?? control.selector)), fileChooser };
  } finally {
    await context.close();
  }
}

const same = (a: Outcome, b: Outcome) => JSON.stringify(a) === JSON.stringify(b);

async function main(): Promise<number> {
  const site = await startProductionSite();
  const lost: string[] = [];
  let tried = 0;
  let answeredRuns = 0;
  try {
    const browser = await launchChromium();
    try {
      for (const route of ROUTES) {
        const url = site.shellUrl + route;
        const context = await browser.newContext(PHONE);
        const page = await context.newPage();
        await page.addInitScript(NAME_HELPER);
        await page.goto(url, { waitUntil: 'domcontentloaded' });
        const controls = await page.evaluate(listControls);
        await context.close();
        const owned = controls.filter((control) => control.browserOwned);
        console.log(
          `\n${route}: ${controls.length} controls (${owned.length} the browser's: ${owned.map((c) => c.name).join(', ')})`,
        );
        for (const control of controls.filter((candidate) => !candidate.browserOwned)) {
          const expected: Outcome | Error = await outcomeOf(browser, url, control, false).catch(
            (error: unknown) => (error instanceof Error ? error : new Error(String(error))),
          );
          if (expected instanceof Error) {
            lost.push(
              `${route} ${control.role} "${control.name}": no answer once the app had started either (${expected.message.split('\n')[0]})`,
            );
            console.log(
              `  ${control.role.padEnd(8)} ${`"${control.name}"`.padEnd(40)} NOT ANSWERED after the app started`,
            );
            continue;
          }
          let answered = 0;
          for (let run = 1; run <= RUNS; run++) {
            const outcome = await outcomeOf(browser, url, control, true).catch((error: unknown) => error);
            tried++;
            if (!(outcome instanceof Error) && same(outcome as Outcome, expected)) {
              answered++;
              answeredRuns++;
            } else
              lost.push(
                `${route} ${control.role} "${control.name}" run ${run}: ${outcome instanceof Error ? outcome.message.split('\n')[0] : JSON.stringify(outcome)} (expected ${JSON.stringify(expected)})`,
              );
          }
          console.log(
            `  ${control.role.padEnd(8)} ${`"${control.name}"`.padEnd(40)} answered ${answered}/${RUNS}`,
          );
        }
      }
    } finally {
      await browser.close();
    }
  } finally {
    await site.stop();
  }
  console.log(
    `\n${answeredRuns} of ${tried} interactions at first paint answered (${RUNS} runs per control).`,
  );
  if (lost.length) {
    console.error(`\nLost interactions:\n  ${lost.join('\n  ')}`);
    return 1;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);

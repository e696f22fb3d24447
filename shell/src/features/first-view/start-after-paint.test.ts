import { withEntryAfterPaint } from './start-after-paint';

const INDEX =
  '<html><head><script defer src="/main.abc123.js"></script><link href="/main.css" rel="stylesheet"></head>' +
  '<body><div id="root"></div></body></html>';

const starterOf = (html: string) => /<script>(.*)<\/script><\/body>/s.exec(html)![1]!;
const entryScripts = () => [...document.head.querySelectorAll('script[src="/main.abc123.js"]')];

/** The Largest Contentful Paint observer the starter registers, driven by hand (jsdom paints nothing). */
function fakePaintTiming({ reportsLargestPaint = true } = {}) {
  let report: (() => void) | undefined;
  window.PerformanceObserver = class {
    static supportedEntryTypes = reportsLargestPaint ? ['paint', 'largest-contentful-paint'] : ['paint'];
    constructor(callback: () => void) {
      report = callback;
    }
    observe() {}
  } as unknown as typeof PerformanceObserver;
  return { largestPaint: () => report!() };
}

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
});
afterEach(() => jest.useRealTimers());

describe('withEntryAfterPaint', () => {
  it("preloads the shell's entry script in its place and starts it from the end of the body", () => {
    const html = withEntryAfterPaint(INDEX);
    expect(html).toContain('<link rel="preload" as="script" href="/main.abc123.js">');
    expect(html).not.toContain('<script defer');
    expect(starterOf(html)).toContain('"/main.abc123.js"');
  });

  it("starts the app at a visitor's first tap or key press, before the page has settled, once the tap was answered", () => {
    fakePaintTiming();
    new Function(starterOf(withEntryAfterPaint(INDEX)))();
    expect(entryScripts()).toHaveLength(0);

    window.dispatchEvent(new Event('click'));
    // Not inside the tap's own task: the page answers the tap first (the early menu), then main.js runs.
    expect(entryScripts()).toHaveLength(0);
    jest.advanceTimersByTime(0);
    expect(entryScripts()).toHaveLength(1);
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(5_000);
    expect(entryScripts()).toHaveLength(1);
  });

  it('leaves a page without a deferred entry script as it is', () => {
    const page = '<html><head></head><body></body></html>';
    expect(withEntryAfterPaint(page)).toBe(page);
  });

  it('starts the app once, after the load event and once the largest paint has settled', () => {
    const timing = fakePaintTiming();
    new Function(starterOf(withEntryAfterPaint(INDEX)))();

    timing.largestPaint(); // the text
    jest.advanceTimersByTime(100);
    expect(entryScripts()).toHaveLength(0); // painted, but the photos are not in

    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(30);
    timing.largestPaint(); // the hero photo, a frame later
    jest.advanceTimersByTime(49);
    expect(entryScripts()).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(entryScripts()).toHaveLength(1);

    timing.largestPaint();
    jest.advanceTimersByTime(5_000);
    expect(entryScripts()).toHaveLength(1);
  });

  it('starts on load where the browser reports no largest paint', () => {
    fakePaintTiming({ reportsLargestPaint: false });
    new Function(starterOf(withEntryAfterPaint(INDEX)))();
    window.dispatchEvent(new Event('load'));
    jest.advanceTimersByTime(50);
    expect(entryScripts()).toHaveLength(1);
  });

  it('starts the app after 1.5 s at the latest, when the page never finishes loading', () => {
    const timing = fakePaintTiming();
    new Function(starterOf(withEntryAfterPaint(INDEX)))();
    timing.largestPaint();
    jest.advanceTimersByTime(1_499);
    expect(entryScripts()).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(entryScripts()).toHaveLength(1);
  });
});

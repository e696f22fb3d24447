import { firstViewState, withFirstView } from './first-view';

const INDEX = '<!doctype html><html><head><title>t</title></head><body><div id="root"></div></body></html>';
const STATE = {
  mutations: [],
  queries: [
    {
      queryKey: ['content', 'home'],
      queryHash: '["content","home"]',
      // Staff typed it: it must stay text inside the JSON, never end the script element.
      state: { data: { title: 'Brick </script><script>alert(1)</script> <!-- and $& stone' } },
    },
  ],
};

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');

describe('withFirstView', () => {
  const html = withFirstView(INDEX, {
    html: '<div class="public-frame"><main><h1>Masonry Built to Last $&</h1></main></div>',
    state: STATE as never,
    styles: ['.mfp-hero{min-height:600px}', '.mfp-x::after{content:"</style><script>"}'],
  });
  const doc = parse(html);

  it('draws the view into #root, inert and hidden from assistive technology until the app replaces it', () => {
    const view = doc.querySelector('#root > .first-view');
    // A parsed document's elements are not this window's, which jest-dom's matchers expect: plain reads instead.
    expect(view?.hasAttribute('inert')).toBe(true);
    expect(view?.getAttribute('aria-hidden')).toBe('true');
    expect(view?.querySelector('h1')?.textContent).toBe('Masonry Built to Last $&');
  });

  it("puts the page's styles in the head, so the view paints styled; none can close its element", () => {
    const styles = [...doc.head.querySelectorAll('style')].map((style) => style.textContent);
    expect(styles).toEqual(['.mfp-hero{min-height:600px}', '.mfp-x::after{content:"<\\/style><script>"}']);
  });

  it('carries the reads as JSON the browser reads back exactly, whatever text staff typed', () => {
    expect(doc.querySelectorAll('script')).toHaveLength(1);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(firstViewState(doc)).toEqual(STATE);
  });

  it('leaves a page without an empty #root as it is', () => {
    const other = '<html><head></head><body><div id="app"></div></body></html>';
    expect(withFirstView(other, { html: '<h1>x</h1>', state: STATE as never, styles: [] })).toBe(other);
  });
});

describe('firstViewState', () => {
  it('is undefined for a page sent without a first view, or with reads that are not JSON', () => {
    expect(firstViewState(parse(INDEX))).toBeUndefined();
    expect(
      firstViewState(parse('<script type="application/json" id="first-view-state">{not json</script>')),
    ).toBeUndefined();
  });
});

import { firstViewDeclarations, firstViewState, withDeclarations, withFirstView } from './first-view';

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
    head: '<link rel="preload" as="image" href="/images/patio.webp"/>',
    state: STATE as never,
    styles: ['.mfp-hero{min-height:600px}', '.mfp-x::after{content:"</style><script>"}'],
  });
  const doc = parse(html);

  it("draws the view into #root as it is, where the app's first render hydrates it", () => {
    const view = doc.querySelector('#root > .public-frame');
    // A parsed document's elements are not this window's, which jest-dom's matchers expect: plain reads instead.
    expect(view?.querySelector('h1')?.textContent).toBe('Masonry Built to Last $&');
    expect(doc.getElementById('root')?.children).toHaveLength(1);
  });

  it("puts the view's image preloads in the head, ahead of its styles", () => {
    const preload = doc.head.querySelector('link[rel="preload"][as="image"]');
    expect(preload?.getAttribute('href')).toBe('/images/patio.webp');
    expect(preload?.compareDocumentPosition(doc.head.querySelector('style')!)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
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

  it("makes the page's own title the only one, when its view brings one", () => {
    const titled = parse(
      withFirstView(INDEX, {
        html: '<main></main>',
        head: '<title>Project Gallery | Alamo Masonry</title><meta name="description" content="Patios">',
        state: STATE as never,
        styles: [],
      }),
    );
    expect([...titled.querySelectorAll('title')].map((title) => title.textContent)).toEqual([
      'Project Gallery | Alamo Masonry',
    ]);
    expect(doc.title).toBe('t');
  });

  it('leaves a page without an empty #root as it is', () => {
    const other = '<html><head></head><body><div id="app"></div></body></html>';
    expect(withFirstView(other, { html: '<h1>x</h1>', head: '', state: STATE as never, styles: [] })).toBe(
      other,
    );
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

describe("the public remotes' declarations sent with a page", () => {
  const declarations = [{ contract: 1, remote: 'mf_public', pages: [], extensions: [] }];

  it('travel with a first view, and without one, and the browser reads them back', () => {
    for (const html of [
      withFirstView(INDEX, {
        html: '<main></main>',
        head: '',
        state: { queries: [], mutations: [] },
        styles: [],
        declarations,
      }),
      withDeclarations(INDEX, declarations),
    ]) {
      const doc = new DOMParser().parseFromString(html, 'text/html');
      expect(firstViewDeclarations(doc)).toEqual(declarations);
    }
    expect(firstViewDeclarations(new DOMParser().parseFromString(INDEX, 'text/html'))).toEqual([]);
  });
});

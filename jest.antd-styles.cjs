/**
 * antd's CSS-in-JS writes no style sheets in jsdom. jsdom has no layout, so those rules change no outcome a test can
 * see, but every getComputedStyle call matches each injected rule against the element and its ancestors, and Testing
 * Library calls it for every candidate of every *ByRole query (its visibility check): with antd's thousands of rules
 * that made the antd page tests 10-15x slower (InquiriesPage.test 238 s -> 16 s). How antd looks is checked in the
 * browser, by the Playwright journeys (brand colours, focus rings, layouts). The rendered markup, classes included,
 * is unchanged.
 */
jest.mock('@rc-component/util/lib/Dom/dynamicCSS', () => ({
  ...jest.requireActual('@rc-component/util/lib/Dom/dynamicCSS'),
  // cssinjs tags the element it gets back: a detached <style> takes the tag and styles nothing.
  updateCSS: () => document.createElement('style'),
}));

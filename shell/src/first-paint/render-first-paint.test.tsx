/** @jest-environment node */
// A server renders first views: no document, no window (a frame that reaches for them fails here).
import { mockFetch } from 'web-kit/testing';
import { BUSINESS_DETAILS, CONTACT_CONTENT as CONTACT, FRAME_READS } from '../testing/frame-content';
import { renderFramedPage } from './render-first-paint';
import { TEST_PAGE_TABLE } from '../testing/page-table';

describe('renderFramedPage', () => {
  it("frames the remote's page markup with the header, the route's menu state and the footer's live contact and hours", async () => {
    mockFetch(FRAME_READS);
    const paint = await renderFramedPage({
      pages: TEST_PAGE_TABLE.pages,
      pathname: '/gallery',
      apiBaseUrl: 'https://api.example.com',
      remoteId: 'mf_public/Gallery',
      pageHtml: '<div class="mfp-page"><h1>Project Gallery</h1></div>',
    });

    expect(paint?.html).toContain(
      '<div class="remote-page" data-remote-id="mf_public/Gallery"><div class="mfp-page"><h1>Project Gallery</h1></div></div>',
    );
    expect(paint?.html).toMatch(/<a aria-current="page" class="pf-nav__link active" href="\/gallery"/);
    expect(paint?.html).toContain('href="tel:2105550177"');
    expect(paint?.html).toContain(CONTACT.address);
    expect(paint?.html).toContain(BUSINESS_DETAILS.hoursSaturday);
    expect(paint?.state.queries.map((query) => query.queryKey)).toEqual([
      ['content', 'contact'],
      ['content', 'business'],
    ]);
  });
});

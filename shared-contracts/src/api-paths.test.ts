import { API_PATHS } from './api-paths.js';

describe('API_PATHS', () => {
  it('builds the gallery path with a category only when it is not "all"', () => {
    expect(API_PATHS.gallery()).toBe('/api/gallery');
    expect(API_PATHS.gallery('all')).toBe('/api/gallery');
    expect(API_PATHS.gallery('stone')).toBe('/api/gallery?category=stone');
    expect(API_PATHS.gallery('all', 'es')).toBe('/api/gallery?lang=es');
    expect(API_PATHS.gallery('stone', 'es')).toBe('/api/gallery?category=stone&lang=es');
  });

  it('omits the status filter for all inquiries', () => {
    expect(API_PATHS.adminInquiries()).toBe('/api/admin/inquiries');
    expect(API_PATHS.adminInquiries('Responded')).toBe('/api/admin/inquiries?status=Responded');
  });

  it('always sends the page of a paged inbox read, and a search only when it has text', () => {
    expect(API_PATHS.adminInquiriesPage({})).toBe('/api/admin/inquiries?page=1');
    expect(API_PATHS.adminInquiriesPage({ status: 'New', search: '  ', page: 3, pageSize: 25 })).toBe(
      '/api/admin/inquiries?status=New&page=3&pageSize=25',
    );
    expect(API_PATHS.adminInquiriesPage({ search: ' Garza ' })).toBe('/api/admin/inquiries?search=Garza&page=1');
  });

  it('encodes path parameters', () => {
    expect(API_PATHS.zipCheck('78/05')).toBe('/api/public/service-area/check/78%2F05');
    expect(API_PATHS.content('contact')).toBe('/api/content/contact');
    expect(API_PATHS.content('contact', 'en')).toBe('/api/content/contact');
    expect(API_PATHS.content('home', 'es')).toBe('/api/content/home?lang=es');
    expect(API_PATHS.adminInquiryNotes('a/b')).toBe('/api/admin/inquiries/a%2Fb/notes');
    expect(API_PATHS.adminInquiryTimeline('a/b')).toBe('/api/admin/inquiries/a%2Fb/timeline');
  });

  it("builds the editor's read of a page (issue 30)", () => {
    expect(API_PATHS.adminContent('services')).toBe('/api/admin/content/services');
  });

  it('builds the content version history paths', () => {
    expect(API_PATHS.adminContentVersions('home')).toBe('/api/admin/content/home/versions');
    expect(API_PATHS.adminContentVersion('services', 3)).toBe('/api/admin/content/services/versions/3');
    expect(API_PATHS.adminContentVersionRestore('contact', 12)).toBe(
      '/api/admin/content/contact/versions/12/restore',
    );
  });

  it('builds the content draft paths', () => {
    expect(API_PATHS.adminContentDraft('home')).toBe('/api/admin/content/home/draft');
    expect(API_PATHS.adminContentDraftPublish('contact')).toBe('/api/admin/content/contact/draft/publish');
    expect(API_PATHS.adminContentDrafts()).toBe('/api/admin/content/drafts');
  });
});

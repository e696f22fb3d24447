import { API_PATHS } from './api-paths.js';

describe('API_PATHS', () => {
  it('builds the gallery path with a category only when it is not "all"', () => {
    expect(API_PATHS.gallery()).toBe('/api/gallery');
    expect(API_PATHS.gallery('all')).toBe('/api/gallery');
    expect(API_PATHS.gallery('stone')).toBe('/api/gallery?category=stone');
  });

  it('omits the status filter for all inquiries', () => {
    expect(API_PATHS.adminInquiries()).toBe('/api/admin/inquiries');
    expect(API_PATHS.adminInquiries('Responded')).toBe('/api/admin/inquiries?status=Responded');
  });

  it('encodes path parameters', () => {
    expect(API_PATHS.zipCheck('78/05')).toBe('/api/public/service-area/check/78%2F05');
    expect(API_PATHS.content('contact')).toBe('/api/content/contact');
  });
});

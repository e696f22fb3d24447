import { galleryItemSchema } from '../schemas/gallery.js';
import { serviceAreaEntrySchema } from '../schemas/service-area.js';
import { businessHoursRows } from './business.js';
import { DEFAULT_CONTENT } from './default-content.js';
import { SAMPLE_GALLERY } from './sample-gallery.js';
import { HOME_SERVICE_CARDS, SERVICE_CARDS } from './service-cards.js';
import { SERVICE_AREA_ZIPS } from './service-area-zips.js';

describe('built-in data', () => {
  it('has 69 unique, valid San Antonio-area ZIP codes (782xx and several 781xx)', () => {
    expect(SERVICE_AREA_ZIPS).toHaveLength(69);
    expect(new Set(SERVICE_AREA_ZIPS.map((e) => e.zip_code)).size).toBe(69);
    for (const entry of SERVICE_AREA_ZIPS) {
      expect(serviceAreaEntrySchema.parse(entry)).toEqual(entry);
      expect(entry.zip_code).toMatch(/^78[12]\d\d$/);
    }
    expect(SERVICE_AREA_ZIPS.filter((e) => e.zip_code.startsWith('781')).length).toBeGreaterThan(3);
  });

  it('has six sample projects in the fallback categories', () => {
    expect(SAMPLE_GALLERY).toHaveLength(6);
    SAMPLE_GALLERY.forEach((item) => galleryItemSchema.parse(item));
    expect(new Set(SAMPLE_GALLERY.map((item) => item.category))).toEqual(
      new Set(['concrete', 'stone', 'outdoor', 'mailbox']),
    );
  });

  it('has the eight service cards in spec order, the first four on the home page', () => {
    expect(SERVICE_CARDS.map((card) => card.title)).toEqual([
      'Brick Masonry',
      'Stone Work',
      'Residential Projects',
      'Design Consultation',
      'Commercial Construction',
      'Restoration',
      'Repairs & Maintenance',
      'Custom Projects',
    ]);
    expect(HOME_SERVICE_CARDS).toEqual(SERVICE_CARDS.slice(0, 4));
  });

  it('has the business hours of the spec', () => {
    expect(businessHoursRows(DEFAULT_CONTENT.business).map((row) => `${row.days} ${row.hours}`)).toEqual([
      'Mon-Fri 8am-6pm',
      'Sat 9am-2pm',
      'Sun Closed',
    ]);
  });
});

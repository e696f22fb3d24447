import { DEFAULT_CONTENT, DEFAULT_CONTENT_ES } from '../data/default-content.js';
import { SAMPLE_GALLERY, SAMPLE_GALLERY_ES } from '../data/sample-gallery.js';
import { contentTranslationSchemas, PAGE_CONTENT_FIELDS, PAGE_NAMES } from '../schemas/content.js';
import { TRANSLATABLE_CONTENT_FIELDS } from '../schemas/content-fields.js';
import { localizeContent } from './localize-content.js';
import { localizeGalleryItem } from '../schemas/gallery.js';

const home = { title: 'Title', subtitle: 'Subtitle', description: 'About', version: 3 };

describe('localizeContent', () => {
  it('gives each Spanish text that was written, English for the rest, and drops es', () => {
    expect(
      localizeContent('home', { ...home, es: { title: 'Título', subtitle: '  ', description: '' } }, 'es'),
    ).toEqual({ ...home, title: 'Título' });
  });

  it('answers the English fields for English, or when there is no Spanish at all', () => {
    const es = { title: 'Título' };
    expect(localizeContent('home', { ...home, es }, 'en')).toEqual(home);
    expect(localizeContent('home', home, 'es')).toEqual(home);
    expect(localizeContent('home', { ...home, es: null }, 'es')).toEqual(home);
  });

  it('never translates a field that is not translatable (an e-mail, a phone number)', () => {
    const contact = { ...DEFAULT_CONTENT.contact };
    const es = { title: 'Contáctenos', email: 'x@y.z', phone: '1' } as Record<string, string>;
    expect(localizeContent('contact', { ...contact, es }, 'es')).toEqual({
      ...contact,
      title: 'Contáctenos',
    });
  });
});

describe('TRANSLATABLE_CONTENT_FIELDS and DEFAULT_CONTENT_ES', () => {
  it.each(PAGE_NAMES)(
    '%s: translatable fields are page fields, each with a built-in Spanish text',
    (page) => {
      for (const field of TRANSLATABLE_CONTENT_FIELDS[page])
        expect(PAGE_CONTENT_FIELDS[page] as readonly string[]).toContain(field);
      expect(Object.keys(DEFAULT_CONTENT_ES[page]).sort()).toEqual(
        [...TRANSLATABLE_CONTENT_FIELDS[page]].sort(),
      );
      expect(contentTranslationSchemas[page].safeParse(DEFAULT_CONTENT_ES[page]).success).toBe(true);
    },
  );

  it('the translation schema takes blanks (not translated) and refuses other fields', () => {
    expect(contentTranslationSchemas.home.safeParse({ title: '' }).success).toBe(true);
    expect(contentTranslationSchemas.contact.safeParse({ email: 'a@b.co' }).success).toBe(false);
  });
});

describe('localizeGalleryItem', () => {
  const item = { id: 'a', title: 'Wall', description: 'A stone wall', titleEs: 'Muro', descriptionEs: ' ' };
  it('falls back per field to English, and drops the Spanish fields', () => {
    expect(localizeGalleryItem(item, 'es')).toEqual({ id: 'a', title: 'Muro', description: 'A stone wall' });
    expect(localizeGalleryItem(item, 'en')).toEqual({ id: 'a', title: 'Wall', description: 'A stone wall' });
  });
});

describe('SAMPLE_GALLERY_ES', () => {
  it('gives every sample project a Spanish title and description of its own', () => {
    for (const sample of SAMPLE_GALLERY) {
      const spanish = SAMPLE_GALLERY_ES[sample.id];
      expect(spanish?.title).toBeTruthy();
      expect(spanish?.description).toBeTruthy();
      expect(spanish?.title).not.toBe(sample.title);
    }
    expect(Object.keys(SAMPLE_GALLERY_ES).sort()).toEqual(SAMPLE_GALLERY.map((sample) => sample.id).sort());
  });
});

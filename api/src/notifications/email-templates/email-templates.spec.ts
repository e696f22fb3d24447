import { DEFAULT_CONTENT } from 'shared-contracts';
import {
  confirmationSummaryRows,
  displayPhone,
  knownServiceName,
  telHref,
  visitorConfirmationEmail,
  type ConfirmationSummaryFacts,
} from './index.js';

/** The confirmation's "what you sent us" (issue 32): only facts the server vouches for, in the visitor's language. */
const FACTS: ConfirmationSummaryFacts = {
  inquiryId: '3f1c2b7e-8d4a-4c5b-9e6f-0a1b2c3d4e5f',
  receivedAt: '2026-03-14T15:30:00.000Z',
  zipCode: '78209',
  neighborhood: 'Alamo Heights',
  projectType: 'restoration',
  photoCount: 2,
  timeZone: 'America/Chicago',
};
const FOOTER = {
  address: '1 Main St',
  phone: '(210) 555-0142',
  email: 'info@alamomasonry.com',
  siteUrl: 'https://a.test',
};

describe('the confirmation summary', () => {
  it('lists the received time, the service, the ZIP and neighborhood, the photos and the reference', () => {
    expect(confirmationSummaryRows(FACTS)).toEqual([
      ['Received', 'Mar 14, 2026, 10:30 AM CDT'],
      ['Project', 'Restoration'],
      ['ZIP code', '78209 (Alamo Heights)'],
      ['Photos', '2 photos attached'],
      ['Reference', '3f1c2b7e (mention it when you call us)'],
    ]);
    expect(confirmationSummaryRows({ ...FACTS, photoCount: 1 }, 'es')).toEqual([
      ['Recibida', '14 mar 2026, 10:30 a.m. CDT'],
      ['Proyecto', 'Restauración'],
      ['Código postal', '78209 (Alamo Heights)'],
      ['Fotos', '1 foto adjunta'],
      ['Referencia', '3f1c2b7e (menciónela cuando nos llame)'],
    ]);
  });

  it('leaves out a ZIP that is not five digits and a neighborhood the table does not name', () => {
    const rows = confirmationSummaryRows({ ...FACTS, zipCode: '7820<b>', neighborhood: null });
    expect(rows.map(([label]) => label)).not.toContain('ZIP code');
    expect(confirmationSummaryRows({ ...FACTS, neighborhood: null })).toContainEqual(['ZIP code', '78209']);
  });

  it("names only the site's own services, in either language and any case or spacing", () => {
    expect(knownServiceName('  STONE   work ')).toBe('Stone Work');
    expect(knownServiceName('Restauración', 'en')).toBe('Restoration');
    for (const typed of ['Stone Work at https://spam.example', 'Patio', 'Brick Masonry!', '']) {
      expect(knownServiceName(typed)).toBeUndefined();
    }
  });

  it('escapes the service-area neighborhood in the HTML (staff typed it, but it is still text)', () => {
    const email = visitorConfirmationEmail({
      siteName: 'Alamo',
      firstName: 'Ana',
      phone: '(210) 555-0142',
      business: DEFAULT_CONTENT.business,
      summary: { ...FACTS, neighborhood: '<i>Heights</i>' },
      footer: FOOTER,
    });
    expect(email.html).toContain('78209 (&lt;i&gt;Heights&lt;/i&gt;)');
    expect(email.html).not.toContain('<i>Heights');
  });
});

describe('phones in e-mails', () => {
  it('writes a US number as people do and dials it with +1', () => {
    for (const phone of ['2105550142', '(210) 555-0142', '+1 210-555-0142']) {
      expect(telHref(phone)).toBe('tel:+12105550142');
    }
    expect(displayPhone('2105550142')).toBe('(210) 555-0142');
    expect(displayPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(telHref('+44 20 7946 0958')).toBe('tel:+442079460958');
  });
});

import { BUSINESS, DEFAULT_CONTENT } from 'shared-contracts';
import {
  businessJsonLd,
  businessJsonLdElement,
  jsonForScript,
  postalAddress,
  servedCities,
  withLiveDetails,
} from './business-json-ld';

describe('business JSON-LD', () => {
  it('describes a GeneralContractor with name, phone, address, opening hours and the served area', () => {
    const data = businessJsonLd(
      DEFAULT_CONTENT.contact,
      DEFAULT_CONTENT.business,
      'https://example.test/',
    ) as Record<string, unknown>;
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'GeneralContractor',
      name: BUSINESS.name,
      telephone: DEFAULT_CONTENT.contact.phone,
      address: {
        '@type': 'PostalAddress',
        streetAddress: '4515 Walzem Rd',
        addressLocality: 'San Antonio',
        addressRegion: 'TX',
        postalCode: '78218',
      },
      openingHoursSpecification: [
        {
          dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
          opens: '08:00',
          closes: '18:00',
        },
        { dayOfWeek: ['Saturday'], opens: '09:00', closes: '14:00' },
      ],
      sameAs: [DEFAULT_CONTENT.business.facebookUrl],
    });
    expect(data.openingHoursSpecification).toHaveLength(2);
    const areas = data.areaServed as { name: string }[];
    expect(areas[0]).toEqual({ '@type': 'City', name: 'San Antonio, TX' });
    expect(areas.map((a) => a.name)).toContain('Schertz, TX');
  });

  it('lists each served community once', () => {
    const cities = servedCities();
    expect(new Set(cities).size).toBe(cities.length);
  });

  it('keeps an address it cannot split as the street address', () => {
    expect(postalAddress('Somewhere near the river')).toEqual({
      '@type': 'PostalAddress',
      streetAddress: 'Somewhere near the river',
      addressCountry: 'US',
    });
  });

  it('cannot be broken out of its <script> by content', () => {
    const text = jsonForScript({ a: '</script><script>alert(1)</script>' });
    expect(text).not.toContain('<');
    expect(JSON.parse(text)).toEqual({ a: '</script><script>alert(1)</script>' });
  });

  it('is written into the HTML as a data block that the live details can update', () => {
    const element = businessJsonLdElement(
      'https://example.test/',
      DEFAULT_CONTENT.contact,
      DEFAULT_CONTENT.business,
    );
    const match = /^<script type="application\/ld\+json" id="business-json-ld">(.*)<\/script>$/.exec(element);
    const data = JSON.parse(match![1]!) as Record<string, unknown>;
    expect(data.url).toBe('https://example.test/');
    const live = withLiveDetails(
      data,
      { ...DEFAULT_CONTENT.contact, address: '1 Main St, Boerne, TX 78006' },
      { ...DEFAULT_CONTENT.business, hoursSunday: '10am-1pm', instagramUrl: 'https://instagram.com/alamo' },
      'https://a.test/',
    );
    expect(live).toMatchObject({
      url: 'https://a.test/',
      address: { addressLocality: 'Boerne', postalCode: '78006' },
      sameAs: [DEFAULT_CONTENT.business.facebookUrl, 'https://instagram.com/alamo'],
    });
    expect(live.openingHoursSpecification).toContainEqual({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: ['Sunday'],
      opens: '10:00',
      closes: '13:00',
    });
    expect(live.areaServed).toEqual(data.areaServed);
  });
});

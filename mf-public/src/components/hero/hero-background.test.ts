import { configureApiClient } from 'web-kit';
import { heroBackgroundVars, heroPreloads } from './hero-background';

const UPLOADED = '/uploads/hero-0b0c8f5e-1d2a-4c3b-9e8f-123456789abc-1920.webp';

describe('hero background', () => {
  it('uses absolute WebP URLs per breakpoint with the JPEG as fallback (url() in a variable resolves against the remote CSS)', () => {
    const vars = heroBackgroundVars('/images/home-hero.jpg') as Record<string, string>;
    const origin = window.location.origin;
    expect(vars['--hero-sm']).toBe(
      `image-set(url("${origin}/images/home-hero-768.webp") type("image/webp"), url("${origin}/images/home-hero.jpg") type("image/jpeg"))`,
    );
    expect(vars['--hero-md']).toContain(`${origin}/images/home-hero-1280.webp`);
    expect(vars['--hero-lg']).toContain(`${origin}/images/home-hero-1920.webp`);
  });

  it('uses an unknown image (e.g. a staff upload) as is', () => {
    const vars = heroBackgroundVars('/uploads/hero.png') as Record<string, string>;
    expect(vars['--hero-lg']).toBe(`url("${window.location.origin}/uploads/hero.png")`);
  });

  describe('an uploaded hero photo (issue 29)', () => {
    afterEach(() => configureApiClient({ baseUrl: '' }));

    it('uses its WebP variant per breakpoint, from the API origin', () => {
      configureApiClient({ baseUrl: 'https://api.example.com' });
      const vars = heroBackgroundVars(UPLOADED) as Record<string, string>;
      expect(vars['--hero-sm']).toBe(`url("https://api.example.com${UPLOADED.replace('-1920', '-768')}")`);
      expect(vars['--hero-md']).toBe(`url("https://api.example.com${UPLOADED.replace('-1920', '-1280')}")`);
      expect(vars['--hero-lg']).toBe(`url("https://api.example.com${UPLOADED}")`);
    });

    it('resolves against the page when the API shares its origin, and preloads each viewport variant', () => {
      const vars = heroBackgroundVars(UPLOADED, 'https://site.example') as Record<string, string>;
      expect(vars['--hero-lg']).toBe(`url("https://site.example${UPLOADED}")`);
      expect(heroPreloads(UPLOADED).map(({ href, media }) => [href, media])).toEqual([
        [UPLOADED.replace('-1920', '-768'), '(max-width: 768px)'],
        [UPLOADED.replace('-1920', '-1280'), '(min-width: 769px) and (max-width: 1280px)'],
        [UPLOADED, '(min-width: 1281px)'],
      ]);
    });
  });

  it('preloads the variant each viewport range will pick', () => {
    expect(heroPreloads('/images/home-hero.jpg')).toEqual([
      { href: '/images/home-hero-768.webp', type: 'image/webp', media: '(max-width: 768px)' },
      {
        href: '/images/home-hero-1280.webp',
        type: 'image/webp',
        media: '(min-width: 769px) and (max-width: 1280px)',
      },
      { href: '/images/home-hero-1920.webp', type: 'image/webp', media: '(min-width: 1281px)' },
    ]);
  });
});

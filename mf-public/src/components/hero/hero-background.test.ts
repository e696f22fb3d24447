import { heroBackgroundVars, heroPreloads } from './hero-background';

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

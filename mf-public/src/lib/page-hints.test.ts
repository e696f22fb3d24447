import { pageImageHints } from './page-hints';

describe('pageImageHints', () => {
  it('announces the home hero WebP each screen width picks, and nothing for the other pages', () => {
    const hints = pageImageHints();
    expect(hints.HomeEs).toEqual(hints.Home);
    expect(hints).toEqual({
      HomeEs: hints.Home,
      Home: [
        { href: '/images/home-hero-768.webp', type: 'image/webp', media: '(max-width: 768px)' },
        { href: '/images/home-hero-1280.webp', type: 'image/webp', media: '(min-width: 769px) and (max-width: 1280px)' },
        { href: '/images/home-hero-1920.webp', type: 'image/webp', media: '(min-width: 1281px)' },
      ],
    });
  });
});

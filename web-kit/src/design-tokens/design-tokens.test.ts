import { brandTheme, COLORS, FONTS, RADII, SHADOW, tokensCss } from './index.js';

describe('design tokens: one source for the public CSS and the antd theme', () => {
  it('writes every token as a :root custom property of web-kit/tokens.css', () => {
    const css = tokensCss();
    expect(css).toMatch(/^\/\*.*\*\/\n:root \{\n/);
    expect(css).toContain(`  --brick: ${COLORS.brick};`);
    expect(css).toContain(`  --brick-dark: ${COLORS.brickDark};`);
    expect(css).toContain(`  --notice-ink: ${COLORS.noticeInk};`);
    expect(css).toContain(`  --font-heading: ${FONTS.heading};`);
    expect(css).toContain(`  --font-body: ${FONTS.body};`);
    expect(css).toContain(`  --radius: ${RADII.card}px;`);
    expect(css).toContain(`  --shadow: ${SHADOW};`);
    expect(css.match(/^ {2}--/gm)).toHaveLength(Object.keys(COLORS).length + 5);
  });

  it("gives antd the public site's brick, ink, sand and body font", () => {
    const { token, components } = brandTheme({ reduceMotion: false });
    expect(token).toMatchObject({
      colorPrimary: COLORS.brick,
      colorLink: COLORS.brick,
      colorText: COLORS.ink,
      colorBgLayout: COLORS.sand,
      fontFamily: FONTS.body,
      borderRadiusLG: RADII.card,
      motion: true,
    });
    expect(components?.Menu).toMatchObject({ itemSelectedBg: COLORS.brickTint });
  });

  it('switches antd motion off when reduced motion is asked for', () => {
    expect(brandTheme({ reduceMotion: true }).token?.motion).toBe(false);
  });
});

import { theme } from 'antd';
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

/** antd's preset tag colours (`<Tag color="gold">`). */
const TAG_PRESETS = [
  'blue',
  'purple',
  'cyan',
  'green',
  'magenta',
  'pink',
  'red',
  'orange',
  'yellow',
  'volcano',
  'geekblue',
  'lime',
  'gold',
] as const;

describe('antd theme: every text antd draws meets WCAG AA (4.5:1, issue 33)', () => {
  const token = theme.getDesignToken(brandTheme({ reduceMotion: false }));
  const backgrounds = { card: COLORS.card, sand: COLORS.sand, tableHeader: '#fafafa' };

  it.each([
    ['tertiary text (details labels)', 'colorTextTertiary'],
    ['descriptions (empty states)', 'colorTextDescription'],
    ['placeholders (inputs, selects)', 'colorTextPlaceholder'],
  ] as const)('%s on card, sand and the table header', (_, name) => {
    for (const background of Object.values(backgrounds)) {
      expect(contrastRatio(token[name], background)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("writes the table's empty state in readable text, not the disabled grey", () => {
    const table = brandTheme({ reduceMotion: false }).components?.Table as { colorTextDisabled: string };
    expect(contrastRatio(table.colorTextDisabled, COLORS.card)).toBeGreaterThanOrEqual(4.5);
  });

  it.each(TAG_PRESETS)(
    '%s tags: text (shade 7, as the Tag component sees it) on the tint (shade 1)',
    (color) => {
      const tag = (brandTheme({ reduceMotion: false }).components?.Tag ?? {}) as Record<string, string>;
      const shade = (n: number) =>
        tag[`${color}${n}`] ?? (token[`${color}${n}` as keyof typeof token] as string);
      expect(contrastRatio(shade(7), shade(1))).toBeGreaterThanOrEqual(4.5);
    },
  );
});

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrastRatio(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => {
      const channel = parseInt(hex.slice(i, i + 2), 16) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

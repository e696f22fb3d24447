import type { ThemeConfig } from 'antd';
import { COLORS, FONTS, RADII } from './tokens.js';

/**
 * antd prints a tag's text in shade 7 of its colour on shade 1. For these presets that pair falls short of WCAG AA
 * (gold 2.8:1, orange 3.3:1, green 3.4:1...), so their shade 7 is replaced by a darker shade of antd's own palette
 * (8, or 9 where 8 still falls short) that reads at 4.5:1 or better. The tag's tint and border stay as they were.
 * A Tag component token: antd takes a palette shade from the component's theme, not from the global token.
 */
const READABLE_TAG_TEXT = {
  volcano7: '#ad2102',
  orange7: '#ad4e00',
  gold7: '#874d00',
  yellow7: '#876800',
  lime7: '#3f6600',
  green7: '#237804',
  cyan7: '#006d75',
} as const;

/**
 * The back office's antd theme, from the brand tokens: brick primary buttons, links and selected menu items, the
 * public site's fonts, warm neutral surfaces. antd derives its hover/active shades from these seeds, which is why
 * it gets values and not `var(--brick)`. `reduceMotion` switches antd's animations off (prefers-reduced-motion).
 *
 * Every text antd draws meets WCAG AA (issue 33): antd's own tertiary and placeholder greys (#8c8c8c, #bfbfbf on
 * white: 3.4:1 and 1.8:1) become the brand's faint text, which reaches the details labels, the empty states, select
 * and input placeholders and the table's "No data"; disabled controls keep antd's lighter grey (WCAG exempts them).
 */
export function brandTheme({ reduceMotion }: { reduceMotion: boolean }): ThemeConfig {
  return {
    token: {
      colorPrimary: COLORS.brick,
      colorLink: COLORS.brick,
      colorInfo: COLORS.brick,
      colorError: COLORS.danger,
      colorText: COLORS.ink,
      colorTextSecondary: COLORS.muted,
      // Descriptions' labels, Empty's description and icons derive from the tertiary text; placeholders are their own.
      colorTextTertiary: COLORS.faint,
      colorTextPlaceholder: COLORS.faint,
      colorBorder: COLORS.line,
      colorBgLayout: COLORS.sand,
      colorBgContainer: COLORS.card,
      fontFamily: FONTS.body,
      borderRadius: RADII.control,
      borderRadiusLG: RADII.card,
      motion: !reduceMotion,
    },
    components: {
      Layout: { siderBg: COLORS.card, headerBg: COLORS.card, bodyBg: COLORS.sand },
      Menu: { itemSelectedBg: COLORS.brickTint, itemSelectedColor: COLORS.brickDark, itemColor: COLORS.ink },
      // An empty table says so in the disabled grey: here it is text to read, not a control that is off.
      Table: { colorTextDisabled: COLORS.faint },
      Tag: READABLE_TAG_TEXT,
    },
  };
}

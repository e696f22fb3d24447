import type { ThemeConfig } from 'antd';
import { COLORS, FONTS, RADII } from './tokens.js';

/**
 * The back office's antd theme, from the brand tokens: brick primary buttons, links and selected menu items, the
 * public site's fonts, warm neutral surfaces. antd derives its hover/active shades from these seeds, which is why
 * it gets values and not `var(--brick)`. `reduceMotion` switches antd's animations off (prefers-reduced-motion).
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
    },
  };
}

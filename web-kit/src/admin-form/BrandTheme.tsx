import type { ReactNode } from 'react';
import { ConfigProvider } from 'antd';
import { brandTheme } from '../design-tokens/index.js';
import { useMediaQuery } from 'web-kit';

/**
 * antd in the brand (web-kit design tokens: the public site's palette and fonts), for the admin layout and the sign-in
 * pages. antd's animations (dialogs zooming, menus sliding) are off for people who ask their system for reduced
 * motion. Only the lazily loaded screens that already use antd import this.
 */
export function BrandTheme({ children }: { children: ReactNode }) {
  const reduceMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return <ConfigProvider theme={brandTheme({ reduceMotion })}>{children}</ConfigProvider>;
}

/**
 * The brand's design tokens (tokens.ts) and what is derived from them: the antd theme of the back office and the
 * CSS custom properties of web-kit/tokens.css. A separate entry so public pages never bundle the antd theme.
 */
export { COLORS, FONTS, RADII, SHADOW } from './tokens.js';
export { brandTheme } from './antd-theme.js';
export { tokensCss } from './tokens-css.js';

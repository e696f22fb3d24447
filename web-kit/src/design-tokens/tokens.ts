/**
 * The brand's design tokens, the one source for the public site and the back office: brick/terracotta on warm
 * neutrals. The public pages read them as CSS custom properties (dist/tokens.css, written from these values at build
 * time, see tokens-css.ts); the back office's antd theme is derived from them (antd-theme.ts).
 *
 * Every text pair meets WCAG AA: ink, muted and faint on white and sand, white on brick and on danger, sand on the dark ink
 * footer.
 */
export const COLORS = {
  brick: '#a63d24',
  brickDark: '#822c18',
  brickTint: '#f7e9e3',
  ink: '#2b2420',
  muted: '#5a5049',
  /** The quietest text (placeholders, field labels of a details list, empty states): still 4.5:1 on card and sand. */
  faint: '#70655d',
  sand: '#f6f1ea',
  line: '#e4d9cd',
  card: '#ffffff',
  focus: '#0b5cad',
  /** Errors and destructive notices (white text on it: 6.5:1). */
  danger: '#b91c1c',
  // Notices that need the visitor's attention (offline, fallback content): amber, ink AA on its tint.
  noticeLine: '#e3b35c',
  noticeTint: '#fff8e6',
  noticeInk: '#5b3d00',
} as const;

export const FONTS = {
  heading: "'Iowan Old Style', 'Palatino Linotype', Palatino, Georgia, 'Times New Roman', serif",
  body: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
} as const;

/** Corner radii in px: cards and panels, and controls (buttons, inputs). */
export const RADII = { card: 10, control: 6 } as const;

export const SHADOW = '0 1px 2px rgb(43 36 32 / 8%), 0 8px 24px rgb(43 36 32 / 8%)';

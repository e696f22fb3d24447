import { COLORS, FONTS, RADII, SHADOW } from './tokens.js';

const kebab = (name: string) => name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The custom properties of tokens.ts (`--brick`, `--font-body`, `--radius`...), as the `:root` rule that
 * web-kit/tokens.css holds. The build writes that file from this function (scripts/write-tokens-css.mjs), so the
 * public pages get plain CSS at first paint and no token is typed twice.
 */
export function tokensCss(): string {
  const properties: [string, string][] = [
    ...Object.entries(COLORS).map(([name, value]): [string, string] => [kebab(name), value]),
    ['radius', `${RADII.card}px`],
    ['radius-control', `${RADII.control}px`],
    ['shadow', SHADOW],
    ['font-heading', FONTS.heading],
    ['font-body', FONTS.body],
  ];
  const lines = properties.map(([name, value]) => `  --${name}: ${value};`);
  return [
    '/* Generated from web-kit/src/design-tokens/tokens.ts by scripts/write-tokens-css.mjs: edit the tokens there. */',
    ':root {',
    ...lines,
    '}',
    '',
  ].join('\n');
}

/**
 * Writes dist/tokens.css (the `web-kit/tokens.css` export) from the compiled design tokens, after `tsc`: the public
 * pages' CSS custom properties come from the same values as the back office's antd theme.
 */
import { writeFileSync } from 'node:fs';
import { tokensCss } from '../dist/design-tokens/tokens-css.js';

const target = new URL('../dist/tokens.css', import.meta.url);
writeFileSync(target, tokensCss());
console.log('web-kit: dist/tokens.css written from src/design-tokens/tokens.ts');

import type { ReactNode } from 'react';
import { RemoteSection } from '../section/RemoteSection.js';
import { BrandTheme } from './BrandTheme.js';

/**
 * Around every page of an admin remote (the build wraps each expose in it): the page's QueryClient and the brand
 * theme for the remote's antd. With antd shared this repeats the admin layout's theme; when the remote runs its own
 * antd (the shell's lacks a component it needs), it is how the theme reaches that copy.
 */
export function AdminSection({ children }: { children: ReactNode }) {
  return (
    <RemoteSection>
      <BrandTheme>{children}</BrandTheme>
    </RemoteSection>
  );
}

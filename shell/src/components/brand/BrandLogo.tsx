import { BUSINESS } from 'shared-contracts';
import { BrandMark } from './BrandMark';

/**
 * The logo mark with the company name (admin sidebar and header, sign-in pages); `compact` shows the mark alone.
 * One image named '<company> logo' for assistive tech, whichever is shown.
 */
export function BrandLogo({ compact = false, className = '' }: { compact?: boolean; className?: string }) {
  return (
    <div className={`brand-logo ${className}`.trim()} role="img" aria-label={`${BUSINESS.name} logo`}>
      <BrandMark />
      {!compact && <span className="brand-logo__name">{BUSINESS.name}</span>}
    </div>
  );
}

/** Small brick-bond logo mark; decorative (the company name beside it is the link text). */
export function BrandMark() {
  return (
    <svg className="pf-logo__mark" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="6" fill="#a63d24" />
      <g fill="#f6f1ea">
        <rect x="4" y="6" width="11" height="5" rx="1" />
        <rect x="17" y="6" width="11" height="5" rx="1" />
        <rect x="4" y="13.5" width="5" height="5" rx="1" />
        <rect x="11" y="13.5" width="11" height="5" rx="1" />
        <rect x="24" y="13.5" width="4" height="5" rx="1" />
        <rect x="4" y="21" width="11" height="5" rx="1" />
        <rect x="17" y="21" width="11" height="5" rx="1" />
      </g>
    </svg>
  );
}

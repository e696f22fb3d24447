import './brand.css';

/**
 * The brick-bond logo mark of the public header and footer, the admin sidebar and the sign-in pages, in the design
 * tokens' colours (brand.css). Decorative: the company name beside it, or BrandLogo's label, names it.
 */
export function BrandMark() {
  return (
    <svg
      className="brand-mark"
      viewBox="0 0 32 32"
      width="32"
      height="32"
      aria-hidden="true"
      focusable="false"
    >
      <rect className="brand-mark__tile" width="32" height="32" rx="6" />
      <g className="brand-mark__bricks">
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

/**
 * Inline accreditation seal (no image request): a round badge in the bureau's blue with a torch-like mark. Decorative
 * inside its link; the link's accessible name comes from the caller.
 */
export function AccreditationSeal() {
  return (
    <svg
      className="pf-seal__svg"
      viewBox="0 0 120 56"
      width="120"
      height="56"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="1" y="1" width="118" height="54" rx="8" fill="#fff" stroke="#005a78" strokeWidth="2" />
      <circle cx="28" cy="28" r="20" fill="#005a78" />
      <path d="M28 14c5 6 7 10 0 16-7-6-5-10 0-16Z" fill="#fff" />
      <rect x="24" y="31" width="8" height="10" rx="1.5" fill="#fff" />
      <text x="54" y="24" fill="#005a78" fontFamily="Arial, sans-serif" fontSize="13" fontWeight="700">
        BBB
      </text>
      <text x="54" y="38" fill="#1f2d33" fontFamily="Arial, sans-serif" fontSize="9" fontWeight="700">
        ACCREDITED
      </text>
      <text x="54" y="48" fill="#1f2d33" fontFamily="Arial, sans-serif" fontSize="9" fontWeight="700">
        BUSINESS
      </text>
    </svg>
  );
}

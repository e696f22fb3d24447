import type { DeclaredIcon as IconData } from 'shared-contracts';

/** A page's sidebar icon as its remote declared it (SVG path data), drawn like an antd icon. */
export function DeclaredIcon({ icon }: { icon: IconData }) {
  return (
    <span role="img" aria-hidden="true" className="anticon">
      <svg viewBox={icon.viewBox} width="1em" height="1em" fill="currentColor" focusable="false">
        {icon.paths.map((d) => (
          <path key={d} d={d} />
        ))}
      </svg>
    </span>
  );
}

import { useId } from 'react';
import { MESSAGES, formatCategory } from 'shared-contracts';
import { ALL_GALLERY_CATEGORIES } from 'web-kit/queries';
import '../gallery.css';

interface GalleryFilterProps {
  value: string;
  categories: readonly string[];
  onChange: (category: string) => void;
}

/** Category filter (spec section 2): 'All Projects' first, then each category capitalised with spaces. */
export function GalleryFilter({ value, categories, onChange }: GalleryFilterProps) {
  const id = useId();
  return (
    <div className="mfp-gallery__filter">
      <label htmlFor={id} className="mfp-gallery__filter-label">
        {MESSAGES.publicSite.filterPlaceholder}
      </label>
      <select
        id={id}
        className="mfp-gallery__select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value={ALL_GALLERY_CATEGORIES}>{MESSAGES.publicSite.allProjects}</option>
        {categories.map((category) => (
          <option key={category} value={category}>
            {formatCategory(category)}
          </option>
        ))}
      </select>
    </div>
  );
}

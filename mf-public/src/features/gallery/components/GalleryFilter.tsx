import { MESSAGES, formatCategory } from 'shared-contracts';
import { ALL_GALLERY_CATEGORIES } from 'web-kit/queries';
import '../gallery.css';

interface GalleryFilterProps {
  value: string;
  categories: readonly string[];
  onChange: (category: string) => void;
}

// A fixed id rather than useId: the page is drawn on a server on its own and hydrated inside the shell, where useId
// would count a different position in the tree. The page has one filter.
const FILTER_ID = 'gallery-category-filter';

/** Category filter (spec section 2): 'All Projects' first, then each category capitalised with spaces. */
export function GalleryFilter({ value, categories, onChange }: GalleryFilterProps) {
  return (
    <div className="mfp-gallery__filter">
      <label htmlFor={FILTER_ID} className="mfp-gallery__filter-label">
        {MESSAGES.publicSite.filterPlaceholder}
      </label>
      <select
        id={FILTER_ID}
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

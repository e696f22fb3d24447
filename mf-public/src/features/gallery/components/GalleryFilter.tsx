import { useTexts } from '../../../lib/i18n';
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
  const texts = useTexts().publicSite;
  return (
    <div className="mfp-gallery__filter">
      <label htmlFor={FILTER_ID} className="mfp-gallery__filter-label">
        {texts.filterPlaceholder}
      </label>
      <select
        id={FILTER_ID}
        className="mfp-gallery__select"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value={ALL_GALLERY_CATEGORIES}>{texts.allProjects}</option>
        {categories.map((category) => (
          <option key={category} value={category}>
            {texts.categoryLabel(category)}
          </option>
        ))}
      </select>
    </div>
  );
}

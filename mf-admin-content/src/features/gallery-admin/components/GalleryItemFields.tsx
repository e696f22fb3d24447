import type { Control } from 'react-hook-form';
import { GALLERY_CATEGORIES, MESSAGES, formatCategory } from 'shared-contracts';
import { SelectField, TextField } from 'web-kit/admin-form';

/** The describing fields of a gallery item, as the create form and the edit dialog both have them. */
export interface GalleryItemText {
  title: string;
  description: string;
  location: string;
  category: string;
  /** Optional Spanish text (issue 30): empty, the Spanish gallery shows the English one. */
  titleEs?: string;
  descriptionEs?: string;
}

export interface GalleryItemFieldsProps {
  control: Control<GalleryItemText>;
  /** A category outside the usual ones (e.g. a sample's) that the item already has, kept as a choice. */
  currentCategory?: string;
  /** Show the Spanish title and description (issue 30); false while the item's Spanish text is not loaded. */
  spanish?: boolean;
}

/**
 * Title, Description, Location and Category (spec section 2's create form), bound to a react-hook-form form, then the
 * optional Spanish title and description (issue 30).
 */
export function GalleryItemFields({ control, currentCategory, spanish = true }: GalleryItemFieldsProps) {
  const extra =
    currentCategory && !GALLERY_CATEGORIES.some((category) => category === currentCategory)
      ? [currentCategory]
      : [];
  const options = [...GALLERY_CATEGORIES, ...extra].map((value) => ({ value, label: formatCategory(value) }));
  return (
    <>
      <TextField control={control} name="title" label="Title" />
      <TextField control={control} name="description" label="Description" rows={3} />
      <TextField control={control} name="location" label="Location" />
      <SelectField
        control={control}
        name="category"
        label="Category"
        placeholder="Select a category"
        options={options}
      />
      {spanish && (
        <>
          <TextField control={control} name="titleEs" label={MESSAGES.gallery.titleEsLabel} />
          <TextField
            control={control}
            name="descriptionEs"
            label={MESSAGES.gallery.descriptionEsLabel}
            rows={3}
          />
        </>
      )}
    </>
  );
}

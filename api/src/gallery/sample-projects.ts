import { readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { GALLERY_CATEGORIES, SAMPLE_GALLERY, SAMPLE_GALLERY_ES, type GalleryItem } from 'shared-contracts';
import { API_ROOT } from '../config/paths.js';

type StaffCategory = (typeof GALLERY_CATEGORIES)[number];

/**
 * The sample photos, copied from shell/public/images/gallery (the full-size JPEG originals) into the api package:
 * a deployed API ships on its own and never reads another workspace package's files.
 */
export const SAMPLE_PHOTOS_DIR = join(API_ROOT, 'assets', 'sample-gallery');

/**
 * The offline samples use the spec's short fallback categories; as real items they take the staff categories, so
 * the public filter does not list 'Outdoor' beside 'Outdoor Kitchens Fireplaces' once staff add their own projects.
 */
const STAFF_CATEGORY_OF_SAMPLE: Readonly<Record<string, StaffCategory>> = {
  concrete: 'concrete',
  stone: 'stone',
  outdoor: 'outdoor_kitchens_fireplaces',
  mailbox: 'mailboxes',
};

export interface SampleProject {
  title: string;
  description: string;
  /** Its Spanish text (issue 30): the Spanish gallery of a fresh install shows it. */
  titleEs: string;
  descriptionEs: string;
  location: string;
  category: StaffCategory;
  /** The sample's own date, so the seeded items keep the fallback's order and sit below anything staff add. */
  createdAt: Date | undefined;
  photoFile: string;
}

function toSampleProject(sample: GalleryItem): SampleProject {
  const category = STAFF_CATEGORY_OF_SAMPLE[sample.category];
  if (!category)
    throw new Error(`Sample "${sample.title}" has a category with no staff equivalent: ${sample.category}`);
  return {
    title: sample.title,
    description: sample.description,
    titleEs: SAMPLE_GALLERY_ES[sample.id]?.title ?? '',
    descriptionEs: SAMPLE_GALLERY_ES[sample.id]?.description ?? '',
    location: sample.location,
    category,
    createdAt: sample.createdAt ? new Date(sample.createdAt) : undefined,
    photoFile: basename(sample.imageUrl),
  };
}

/** The built-in sample projects (shared-contracts' SAMPLE_GALLERY), as the gallery items a new site starts with. */
export const SAMPLE_PROJECTS: readonly SampleProject[] = SAMPLE_GALLERY.map(toSampleProject);

export function readSamplePhoto(project: SampleProject): Promise<Buffer> {
  return readFile(join(SAMPLE_PHOTOS_DIR, project.photoFile));
}

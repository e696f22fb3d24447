/** The names the API gives uploaded images: <uuid>.webp (display size) and <uuid>.thumb.webp. Nothing else is ours. */
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

export const IMAGE_NAME = new RegExp(`^${UUID}(\\.thumb)?\\.webp$`);
export const DISPLAY_IMAGE_NAME = new RegExp(`^(${UUID})\\.webp$`);

export const IMAGE_CONTENT_TYPE = 'image/webp';

export const displayName = (id: string) => `${id}.webp`;
export const thumbnailName = (id: string) => `${id}.thumb.webp`;

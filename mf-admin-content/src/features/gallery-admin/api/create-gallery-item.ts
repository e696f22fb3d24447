import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  API_PATHS,
  MESSAGES,
  type CreateGalleryItem,
  type CreateGalleryItemResponse,
} from 'shared-contracts';
import { ApiRequestError, apiRequest } from 'web-kit';
import { galleryQueries } from 'web-kit/queries';
import { uploadErrorMessage, uploadGalleryImage } from './upload-gallery-image';

/** POST /api/admin/gallery/item with the uploaded image's URL. */
export function createGalleryItem(item: CreateGalleryItem): Promise<CreateGalleryItemResponse> {
  return apiRequest<CreateGalleryItemResponse>(API_PATHS.adminGalleryItem(), {
    method: 'POST',
    auth: true,
    body: item,
  });
}

/** Which step failed decides the notice: 'Upload Error' for the image, 'Save Failed' for the item. */
export class GalleryCreateError extends Error {
  constructor(
    readonly step: 'upload' | 'create',
    message: string,
  ) {
    super(message);
    this.name = 'GalleryCreateError';
  }
}

export interface CreateWithImageInput {
  file: File;
  fields: Omit<CreateGalleryItem, 'imageUrl'>;
  onProgress?: (percent: number) => void;
}

/** Spec section 4: upload the image first, then create the item that points at it. */
export async function createGalleryItemWithImage({ file, fields, onProgress }: CreateWithImageInput) {
  let imageUrl: string;
  try {
    ({ imageUrl } = await uploadGalleryImage(file, fields.category, onProgress));
  } catch (error) {
    throw new GalleryCreateError('upload', uploadErrorMessage(error));
  }
  try {
    return await createGalleryItem({ ...fields, imageUrl });
  } catch (error) {
    const message =
      (error instanceof ApiRequestError && error.serverMessage) || MESSAGES.gallery.createFailed;
    throw new GalleryCreateError('create', message);
  }
}

export function useCreateGalleryItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createGalleryItemWithImage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: galleryQueries.all() }),
  });
}

import { useId, useState, type ChangeEvent } from 'react';
import { Button, Progress, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { API_PATHS, LIMITS, MESSAGES, type GalleryItem } from 'shared-contracts';
import { apiRequest, toast } from 'web-kit';
import { galleryQueries } from 'web-kit/queries';
import { uploadErrorMessage, uploadGalleryImage } from '../api/upload-gallery-image';

const t = MESSAGES.galleryBefore;

/** PUT /api/admin/gallery/item/{id}/before-photo (issue 31): an uploaded image's URL, or null to remove it. */
function saveBeforePhoto(id: string, beforeImageUrl: string | null) {
  return apiRequest<{ message: string }>(API_PATHS.adminGalleryItemBeforePhoto(id), {
    method: 'PUT',
    auth: true,
    body: { beforeImageUrl },
  });
}

/**
 * A gallery item's "before" photo in the back office (issue 31): the current one with Remove, and a labelled file
 * input that uploads a photo at once (with progress) and sets it; the public gallery then shows a before/after
 * comparison. The lists (admin and public) reload after a change.
 */
export function BeforePhotoControl({ item, disabled }: { item: GalleryItem; disabled: boolean }) {
  const uid = useId();
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const busy = progress !== null;

  const change = async (url: string | null) => {
    const { message } = await saveBeforePhoto(item.id, url);
    toast({ title: message });
    await queryClient.invalidateQueries({ queryKey: galleryQueries.all() });
  };

  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setProgress(0);
    try {
      const { imageUrl } = await uploadGalleryImage(file, item.category, setProgress).catch(
        (error: unknown) => {
          throw new Error(uploadErrorMessage(error));
        },
      );
      await change(imageUrl);
    } catch (error) {
      toast({ variant: 'destructive', title: t.saveFailed, description: (error as Error).message });
    } finally {
      setProgress(null);
    }
  };

  const remove = async () => {
    setProgress(0);
    try {
      await change(null);
    } catch (error) {
      toast({ variant: 'destructive', title: t.saveFailed, description: (error as Error).message });
    } finally {
      setProgress(null);
    }
  };

  return (
    <div style={{ marginTop: 12 }}>
      <label htmlFor={`${uid}-file`} style={{ display: 'block', fontWeight: 600 }}>
        {t.label}
      </label>
      <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
        {t.help}
      </Typography.Text>
      {item.beforeImageUrl ? (
        <div style={{ display: 'flex', alignItems: 'center', gap: 8, marginTop: 6 }}>
          <img
            src={item.beforeImageUrl}
            alt={`${t.label}: ${item.title}`}
            style={{ width: 72, height: 54, objectFit: 'cover', borderRadius: 4 }}
          />
          <Button size="small" danger onClick={remove} disabled={disabled || busy}>
            {t.remove}
          </Button>
        </div>
      ) : null}
      <input
        id={`${uid}-file`}
        type="file"
        accept={LIMITS.upload.acceptedMimeTypes.join(',')}
        onChange={onFile}
        disabled={disabled || busy}
        style={{ marginTop: 6, maxWidth: '100%' }}
      />
      {progress !== null ? <Progress percent={progress} size="small" /> : null}
    </div>
  );
}

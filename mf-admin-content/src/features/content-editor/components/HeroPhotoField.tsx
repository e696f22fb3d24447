import { useId, useState } from 'react';
import { Button, Progress, Space, Typography } from 'antd';
import { useController, type Control } from 'react-hook-form';
import { BUILT_IN_HERO_IMAGE_PATH, heroPhotoVariant, STORED_HERO_PHOTO_PATH } from 'shared-contracts';
import { apiUrl } from 'web-kit';
import { heroUploadErrorMessage, uploadHeroPhoto } from '../api/upload-hero-photo';

/** Where a hero photo path is shown from: an upload from the API (its smallest variant), the built-in from the site. */
export function heroPhotoPreviewUrl(path: string): string {
  return STORED_HERO_PHOTO_PATH.test(path) ? apiUrl(heroPhotoVariant(path, 768)) : path;
}

export interface HeroPhotoFieldProps {
  control: Control<Record<string, string>>;
  disabled?: boolean;
}

/**
 * The home page's hero photo (issue 29): the current photo, a file chooser that uploads at once (with progress) and
 * puts the stored photo in the form, and "Use the built-in photo". Saved with Save Changes or Save draft.
 */
export function HeroPhotoField({ control, disabled = false }: HeroPhotoFieldProps) {
  const { field } = useController({ control, name: 'heroImagePath' });
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const errorId = useId();
  const value = field.value || BUILT_IN_HERO_IMAGE_PATH;
  const builtIn = value === BUILT_IN_HERO_IMAGE_PATH;

  const choose = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    setProgress(0);
    try {
      const stored = await uploadHeroPhoto(file, setProgress);
      field.onChange(stored.heroImagePath);
    } catch (failure) {
      setError(heroUploadErrorMessage(failure));
    } finally {
      setProgress(null);
    }
  };

  return (
    <div role="group" aria-labelledby={`${inputId}-legend`} style={{ marginBottom: 24 }}>
      <Typography.Text strong id={`${inputId}-legend`}>
        Hero photo
      </Typography.Text>
      <div style={{ margin: '8px 0' }}>
        <img
          src={heroPhotoPreviewUrl(value)}
          alt={builtIn ? 'Current hero photo: the built-in photo' : 'Current hero photo: an uploaded photo'}
          data-testid="hero-photo-preview"
          style={{ width: 240, maxWidth: '100%', aspectRatio: '16 / 9', objectFit: 'cover', borderRadius: 4 }}
        />
      </div>
      <Space wrap>
        <label htmlFor={inputId}>Choose a new hero photo</label>
        <input
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif"
          disabled={disabled || progress !== null}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => {
            const input = event.currentTarget;
            void choose(input.files?.[0]).then(() => {
              input.value = '';
            });
          }}
        />
        <Button
          onClick={() => field.onChange(BUILT_IN_HERO_IMAGE_PATH)}
          disabled={disabled || builtIn || progress !== null}
        >
          Use the built-in photo
        </Button>
      </Space>
      {progress !== null && (
        <Progress percent={progress} size="small" aria-label="Hero photo upload progress" />
      )}
      {error && (
        <Typography.Text type="danger" role="alert" id={errorId} style={{ display: 'block' }}>
          {error}
        </Typography.Text>
      )}
    </div>
  );
}

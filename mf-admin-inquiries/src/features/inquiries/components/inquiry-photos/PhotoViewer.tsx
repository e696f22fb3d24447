import { useEffect } from 'react';
import { Button, Modal } from 'antd';
import { MESSAGES, type InquiryPhoto } from 'shared-contracts';
import { usePhotoUrls } from './use-photo-urls';

const t = MESSAGES.inquiryPhotos;

interface PhotoViewerProps {
  inquiryId: string;
  photos: readonly InquiryPhoto[];
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/** One photo of an inquiry large, with Previous/Next (buttons and the arrow keys); the dialog's Close and Esc (issue 31). */
export default function PhotoViewer({ inquiryId, photos, index, onIndexChange, onClose }: PhotoViewerProps) {
  const total = photos.length;
  const photo = photos[index]!;
  // The shown photo and its neighbours, so next/previous show at once.
  const near = [index, index + 1, index - 1].filter((i) => i >= 0 && i < total).map((i) => photos[i]!.id);
  const urls = usePhotoUrls(inquiryId, [...new Set(near)].sort());
  const url = urls[photo.id];
  const go = (step: number) => onIndexChange((index + step + total) % total);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (total < 2) return;
      if (event.key === 'ArrowRight') onIndexChange((index + 1) % total);
      if (event.key === 'ArrowLeft') onIndexChange((index - 1 + total) % total);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [index, total, onIndexChange]);

  return (
    <Modal
      open
      title={t.viewerTitle(index + 1, total)}
      onCancel={onClose}
      width={960}
      centered
      footer={
        <div className="inquiry-photos__nav">
          <Button onClick={() => go(-1)} disabled={total < 2}>
            {t.previous}
          </Button>
          <Button onClick={() => go(1)} disabled={total < 2}>
            {t.next}
          </Button>
        </div>
      }
    >
      <div className="inquiry-photos__large" style={{ aspectRatio: `${photo.width} / ${photo.height}` }}>
        {url && url !== 'error' ? (
          <img src={url} alt={t.viewerTitle(index + 1, total)} width={photo.width} height={photo.height} />
        ) : null}
        {url === 'error' ? <p>{t.loadFailed}</p> : null}
      </div>
    </Modal>
  );
}

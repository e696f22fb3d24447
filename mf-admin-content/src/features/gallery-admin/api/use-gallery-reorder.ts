import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { MESSAGES, type GalleryItem } from 'shared-contracts';
import { ApiRequestError, toast } from 'web-kit';
import { galleryQueries } from 'web-kit/queries';
import { moveItem } from '../utils/move-item';
import { saveGalleryOrder } from './edit-gallery-item';

const m = MESSAGES.gallery;

/**
 * Reordering the gallery (issue 29): a move shows at once (the admin list in the shared cache), is announced for
 * screen readers, and saves the whole order. Saves run one after the other, so the last move wins; the lists reload
 * once none is left (also after a failure, which puts the stored order back).
 */
export function useGalleryReorder() {
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const pending = useRef(0);

  const move = (items: GalleryItem[], from: number, to: number) => {
    const moved = items[from];
    if (!moved || to < 0 || to >= items.length || from === to) return;
    const next = moveItem(items, from, to);
    const { queryKey } = galleryQueries.list();
    void queryClient.cancelQueries({ queryKey });
    queryClient.setQueryData(queryKey, next);
    setAnnouncement(m.moved(moved.title, to + 1, next.length));
    pending.current += 1;
    const ids = next.map((item) => item.id);
    queue.current = queue.current.then(async () => {
      try {
        const response = await saveGalleryOrder(ids);
        toast({ title: response?.message || m.orderSaved });
      } catch (error) {
        toast({
          title: m.orderFailed,
          description: error instanceof ApiRequestError ? error.serverMessage : undefined,
          variant: 'destructive',
        });
      } finally {
        pending.current -= 1;
        if (pending.current === 0) await queryClient.invalidateQueries({ queryKey: galleryQueries.all() });
      }
    });
  };

  return { move, announcement };
}

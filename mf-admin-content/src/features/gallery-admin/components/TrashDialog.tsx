import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Modal, Spin, Typography } from 'antd';
import { formatBusinessDateTime, MESSAGES, type GalleryTrashItem } from 'shared-contracts';
import { useBusinessTimeZone } from 'web-kit/queries';
import { ApiRequestError, toast } from 'web-kit';
import { useIsOffline } from '../../../lib/use-is-offline';
import { galleryTrashQueries, useRestoreGalleryItem } from '../api/gallery-trash';

const m = MESSAGES.gallery;

export interface TrashDialogProps {
  open: boolean;
  onClose: () => void;
}

/** The deleted gallery items, newest deletion first, each with who deleted it, when, its purge date and Restore. */
export default function TrashDialog({ open, onClose }: TrashDialogProps) {
  return (
    // A dialog of the shared antd (under 768px antd fits it to the screen).
    <Modal open={open} onCancel={onClose} title={m.trashHeading} footer={null} width={640} destroyOnHidden>
      <Typography.Paragraph type="secondary">{m.trashIntro}</Typography.Paragraph>
      <TrashList />
    </Modal>
  );
}

function TrashList() {
  const trash = useQuery(galleryTrashQueries.list());
  const timeZone = useBusinessTimeZone();
  const restore = useRestoreGalleryItem();
  const offline = useIsOffline();

  if (trash.isPending) {
    return (
      <div role="status" aria-label={m.trashHeading} style={{ padding: 32, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  }
  if (trash.isError) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={m.trashLoadFailed}
        action={
          <Button size="small" onClick={() => void trash.refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  if (trash.data.length === 0) return <Empty description={m.trashEmpty} />;

  const onRestore = (item: GalleryTrashItem) =>
    restore.mutate(item.id, {
      onSuccess: () => toast({ title: m.restored, description: m.restoredDescription(item.title) }),
      onError: (error) =>
        toast({
          title: m.restoreFailed,
          description: error instanceof ApiRequestError ? error.serverMessage : undefined,
          variant: 'destructive',
        }),
    });

  return (
    <ul aria-label={m.trashHeading} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {trash.data.map((item) => (
        <li
          key={item.id}
          style={{
            display: 'flex',
            gap: 12,
            alignItems: 'center',
            padding: '12px 0',
            borderBottom: '1px solid rgba(0, 0, 0, 0.06)',
          }}
        >
          <img
            alt=""
            src={item.imageUrl}
            width={72}
            height={54}
            loading="lazy"
            style={{ objectFit: 'cover', borderRadius: 4, flex: 'none' }}
          />
          <div style={{ flex: 1, minWidth: 0 }}>
            <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
              {item.title}
            </Typography.Text>
            <div>
              <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
                {m.trashDeletedBy} {item.deletedBy ?? m.trashUnknownStaff} · {m.trashDeletedOn}{' '}
                <time dateTime={item.deletedAt}>{formatBusinessDateTime(item.deletedAt, timeZone)}</time>
              </Typography.Text>
            </div>
            <div>
              <Typography.Text type="secondary">
                {m.trashPurgeOn}{' '}
                <time dateTime={item.purgeAt}>{formatBusinessDateTime(item.purgeAt, timeZone)}</time>
              </Typography.Text>
            </div>
          </div>
          <Button
            aria-label={m.restoreLabel(item.title)}
            disabled={offline}
            loading={restore.isPending && restore.variables === item.id}
            onClick={() => onRestore(item)}
          >
            {m.restore}
          </Button>
        </li>
      ))}
    </ul>
  );
}

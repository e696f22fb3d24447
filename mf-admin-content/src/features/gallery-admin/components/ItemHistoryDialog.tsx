import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Modal, Spin, Tag, Typography } from 'antd';
import { formatBusinessDateTime, formatCategory, MESSAGES, type GalleryItem } from 'shared-contracts';
import { useBusinessTimeZone } from 'web-kit/queries';
import { ApiRequestError, toast } from 'web-kit';
import { useIsOffline } from '../../../lib/use-is-offline';
import { galleryItemHistoryQueries, useRestoreGalleryItemVersion } from '../api/gallery-item-history';

const c = MESSAGES.content;
const m = MESSAGES.gallery;

export interface ItemHistoryDialogProps {
  /** The item whose history is shown; null: closed. */
  item: GalleryItem | null;
  onClose: () => void;
}

/**
 * 'Version history' of one gallery item (issue 29), the content History's list: newest first, who and when, the
 * current one marked, each older one with its text and Restore (a new version; a stale one shows the API's message).
 */
export default function ItemHistoryDialog({ item, onClose }: ItemHistoryDialogProps) {
  return (
    <Modal
      open={item !== null}
      title={item ? `${c.historyTitle}: ${item.title}` : c.historyTitle}
      onCancel={onClose}
      footer={null}
      width={640}
      destroyOnHidden
    >
      {item && <Versions item={item} />}
    </Modal>
  );
}

function Versions({ item }: { item: GalleryItem }) {
  const offline = useIsOffline();
  const history = useQuery(galleryItemHistoryQueries.list(item.id));
  const timeZone = useBusinessTimeZone();
  const restore = useRestoreGalleryItemVersion();

  if (history.isPending) {
    return (
      <div role="status" aria-label={c.historyTitle} style={{ padding: 32, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  }
  if (history.isError) return <Alert type="error" showIcon role="alert" title={c.historyLoadFailed} />;
  if (history.data.length === 0) return <Empty description={c.historyEmpty} />;

  const restoreVersion = (number: number) =>
    restore.mutate(
      { id: item.id, number, version: item.version ?? 1 },
      {
        onSuccess: (response) => toast({ title: response?.message || m.versionRestored(number) }),
        onError: (error) =>
          toast({
            title: m.updateFailed,
            description: error instanceof ApiRequestError ? error.serverMessage : undefined,
            variant: 'destructive',
          }),
      },
    );

  return (
    <ol aria-label={c.historyTitle} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {history.data.map((entry) => (
        <li key={entry.version} style={{ padding: '12px 0', borderBottom: '1px solid rgba(0, 0, 0, 0.06)' }}>
          <Typography.Text strong>{c.versionLabel(entry.version)}</Typography.Text>{' '}
          {entry.version === item.version && <Tag color="green">{c.currentVersion}</Tag>}
          {entry.restoredFrom !== null && <Tag>{c.restoredFrom(entry.restoredFrom)}</Tag>}
          <div>
            <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
              {entry.staffEmail ?? c.authorUnknown} ·{' '}
              <time dateTime={entry.at}>{formatBusinessDateTime(entry.at, timeZone)}</time>
            </Typography.Text>
          </div>
          <div style={{ overflowWrap: 'anywhere' }}>
            {entry.title} · {formatCategory(entry.category)} · {entry.location}
          </div>
          <Typography.Paragraph type="secondary" ellipsis={{ rows: 2 }} style={{ marginBottom: 4 }}>
            {entry.description}
          </Typography.Paragraph>
          {(entry.titleEs || entry.descriptionEs) && (
            <Typography.Paragraph
              type="secondary"
              ellipsis={{ rows: 2 }}
              style={{ marginBottom: 4 }}
              lang="es"
            >
              {m.spanishInHistory}: {[entry.titleEs, entry.descriptionEs].filter(Boolean).join(' · ')}
            </Typography.Paragraph>
          )}
          {entry.version !== item.version && (
            <Button
              size="small"
              aria-label={m.restoreVersionLabel(entry.version)}
              loading={restore.isPending && restore.variables?.number === entry.version}
              disabled={offline}
              onClick={() => restoreVersion(entry.version)}
            >
              {m.restore}
            </Button>
          )}
        </li>
      ))}
    </ol>
  );
}

import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Flex, Modal, Row, Skeleton, Tag, Typography } from 'antd';
import { DeleteOutlined, ReloadOutlined } from '@ant-design/icons';
import { LIMITS, MESSAGES, formatCategory, type GalleryItem } from 'shared-contracts';
import { ApiRequestError, toast } from 'web-kit';
import { useIsOffline } from '../../../lib/use-is-offline';
import { galleryQueries, OFFLINE_READ_OPTIONS } from 'web-kit/queries';
import { useDeleteGalleryItem } from '../api/delete-gallery-item';
import { refreshGalleryAndTrash, restoreGalleryItem } from '../api/gallery-trash';
import { TrashButton } from './TrashButton';

const m = MESSAGES.gallery;

/**
 * 'Manage Gallery Items': every item with a delete action behind a confirm dialog. A delete moves the item to the trash
 * (issue 29): its toast offers Undo for about 10 s, and 'Trash' lists the deleted items with Restore.
 */
export function GalleryItemsGrid() {
  const offline = useIsOffline();
  // React Query's default network mode pauses a query while the browser is offline, before any request: the grid
  // then stayed on its skeletons for good. Offline-first tries anyway (the service worker may hold the last list), so
  // offline without a copy the load fails and staff see the spec's failure text; it loads again on reconnect.
  const query = useQuery({ ...galleryQueries.list(), ...OFFLINE_READ_OPTIONS });
  const remove = useDeleteGalleryItem();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<GalleryItem | null>(null);

  useEffect(() => {
    // One toast per failed load (errorUpdatedAt changes on each failure), beside the inline text.
    if (query.isError) toast({ title: m.listFailedToast, variant: 'destructive' });
  }, [query.isError, query.errorUpdatedAt]);

  const undoDelete = async (id: string, title: string) => {
    try {
      await restoreGalleryItem(id);
      toast({ title: m.restored, description: m.restoredDescription(title) });
    } catch (error) {
      toast({
        title: m.undoFailed,
        description: error instanceof ApiRequestError ? error.serverMessage : undefined,
        variant: 'destructive',
      });
    } finally {
      await refreshGalleryAndTrash(queryClient);
    }
  };

  const confirmDelete = () => {
    if (!pending) return;
    const { id, title } = pending;
    remove.mutate(pending.id, {
      onSuccess: () =>
        toast({
          title: m.deleted,
          description: m.deletedDescription(title),
          // Runs from the shell's toaster, perhaps after this page is gone: plain calls, not this component's state.
          action: { label: m.undo, onAction: () => void undoDelete(id, title) },
        }),
      onError: (error) =>
        toast({
          title: m.deleteFailed,
          description: error instanceof ApiRequestError ? error.serverMessage : undefined,
          variant: 'destructive',
        }),
      onSettled: () => setPending(null),
    });
  };

  const items = query.data ?? [];
  return (
    <section aria-labelledby="manage-gallery-heading">
      <Flex justify="space-between" align="center" wrap="wrap" gap={8}>
        <Typography.Title level={2} id="manage-gallery-heading" style={{ fontSize: 20 }}>
          {m.manageHeading}
        </Typography.Title>
        <Flex gap={8}>
          <TrashButton />
          <Button
            icon={<ReloadOutlined />}
            aria-label="Refresh gallery items"
            loading={query.isFetching}
            onClick={() => void query.refetch()}
          />
        </Flex>
      </Flex>
      {query.isError && <Alert type="error" showIcon title={m.listFailed} style={{ marginBottom: 16 }} />}
      {query.isPending ? (
        <Row gutter={[16, 16]}>
          {Array.from({ length: LIMITS.gallery.skeletonCount }, (_, i) => (
            <Col key={i} xs={24} sm={12} lg={8}>
              <Card>
                <Skeleton active />
              </Card>
            </Col>
          ))}
        </Row>
      ) : items.length === 0 && !query.isError ? (
        <Empty description={m.empty} />
      ) : (
        <Row gutter={[16, 16]} role="list" aria-label="Gallery items">
          {items.map((item) => (
            <Col key={item.id} xs={24} sm={12} lg={8} role="listitem">
              <Card
                cover={
                  <img alt={item.title} src={item.imageUrl} style={{ height: 180, objectFit: 'cover' }} />
                }
                title={item.title}
                extra={
                  <Button
                    danger
                    type="text"
                    icon={<DeleteOutlined />}
                    aria-label={`Delete ${item.title}`}
                    disabled={offline}
                    onClick={() => setPending(item)}
                  />
                }
              >
                <Tag>{formatCategory(item.category)}</Tag>
                <Typography.Text type="secondary">{item.location}</Typography.Text>
                <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginTop: 8, marginBottom: 0 }}>
                  {item.description}
                </Typography.Paragraph>
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <Modal
        open={pending !== null}
        title={m.deleteTitle}
        okText="Delete"
        cancelText="Cancel"
        okButtonProps={{ danger: true, loading: remove.isPending, disabled: offline }}
        onOk={confirmDelete}
        onCancel={() => setPending(null)}
      >
        {pending && m.deleteConfirm(pending.title)}
      </Modal>
    </section>
  );
}

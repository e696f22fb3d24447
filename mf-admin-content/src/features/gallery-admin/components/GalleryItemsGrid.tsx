import {
  lazy,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent,
  type PointerEvent,
} from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Empty, Flex, Modal, Row, Skeleton, Tag, Typography } from 'antd';
import { DeleteOutlined, EditOutlined, ReloadOutlined } from '@ant-design/icons';
import { LIMITS, MESSAGES, formatCategory, type GalleryItem } from 'shared-contracts';
import { ApiRequestError, toast } from 'web-kit';
import { useIsOffline } from '../../../lib/use-is-offline';
import { galleryQueries, OFFLINE_READ_OPTIONS } from 'web-kit/queries';
import { useDeleteGalleryItem } from '../api/delete-gallery-item';
import { refreshGalleryAndTrash, restoreGalleryItem } from '../api/gallery-trash';
import { useGalleryReorder } from '../api/use-gallery-reorder';
import { TrashButton } from './TrashButton';
import { BeforePhotoControl } from '../before-photo/BeforePhotoControl';

const m = MESSAGES.gallery;
// The edit dialog is code of its own: the gallery manager's first load does not carry it (admin weight budget).
const EditGalleryItemDialog = lazy(() => import('./EditGalleryItemDialog'));
const ItemHistoryDialog = lazy(() => import('./ItemHistoryDialog'));

/** Read by screen readers, not drawn. */
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Which control of which item gets the focus back after a keyboard move re-renders the list. */
type FocusTarget = { id: string; control: 'up' | 'down' | 'handle' };

/**
 * 'Manage Gallery Items': every item, in the gallery's order, with Edit (a dialog), Move up / Move down, a drag handle
 * (pointer and touch drag, or arrow keys when focused) and a delete behind a confirm dialog (issue 29). A move saves
 * the whole order and is announced in a live region. A delete moves the item to the trash: its toast offers Undo for
 * about 10 s, and 'Trash' lists the deleted items with Restore.
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
  const [editing, setEditing] = useState<GalleryItem | null>(null);
  // The dialog's code is fetched on the first Edit, then kept mounted so closing can animate.
  const [editRequested, setEditRequested] = useState(false);
  const [historyOf, setHistoryOf] = useState<GalleryItem | null>(null);
  const [historyRequested, setHistoryRequested] = useState(false);
  const reorder = useGalleryReorder();
  const [drag, setDrag] = useState<{ from: number; over: number } | null>(null);
  const focusAfterMove = useRef<FocusTarget | null>(null);
  const listRef = useRef<HTMLDivElement>(null);

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

  // After the render that shows a keyboard move: the moved item's control keeps the focus.
  useLayoutEffect(() => {
    if (!focusAfterMove.current) return;
    const { id, control } = focusAfterMove.current;
    const find = (c: FocusTarget['control']) =>
      listRef.current?.querySelector<HTMLElement>(`[data-move-id="${CSS.escape(id)}"][data-move="${c}"]`);
    // At an end, the arrow just used is disabled: the other one keeps the focus in the item.
    const target = find(control);
    const usable =
      target && !target.hasAttribute('disabled') ? target : find(control === 'up' ? 'down' : 'up');
    usable?.focus();
    focusAfterMove.current = null;
  });

  const moveBy = (index: number, step: -1 | 1, control: FocusTarget['control']) => {
    const item = items[index];
    if (!item || offline) return;
    reorder.move(items, index, index + step);
    focusAfterMove.current = { id: item.id, control };
  };

  const onHandleKey = (index: number) => (event: KeyboardEvent) => {
    const step = { ArrowUp: -1, ArrowLeft: -1, ArrowDown: 1, ArrowRight: 1 }[event.key] as -1 | 1 | undefined;
    if (!step) return;
    event.preventDefault();
    moveBy(index, step, 'handle');
  };

  // Drag by pointer (mouse, pen or touch): the handle captures the pointer; the card under it is the drop place.
  const dragHandlers = (index: number) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (offline || (event.pointerType === 'mouse' && event.button !== 0)) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture?.(event.pointerId);
      setDrag({ from: index, over: index });
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (!drag) return;
      const card = document
        .elementFromPoint(event.clientX, event.clientY)
        ?.closest<HTMLElement>('[data-gallery-index]');
      const over = card ? Number(card.dataset.galleryIndex) : drag.over;
      if (over !== drag.over) setDrag({ ...drag, over });
    },
    onPointerUp: () => {
      if (!drag) return;
      setDrag(null);
      if (drag.over !== drag.from) reorder.move(items, drag.from, drag.over);
    },
    onPointerCancel: () => setDrag(null),
  });

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
        <Row gutter={[16, 16]} role="list" aria-label="Gallery items" ref={listRef}>
          {items.map((item, index) => (
            <Col
              key={item.id}
              xs={24}
              sm={12}
              lg={8}
              role="listitem"
              data-gallery-index={index}
              data-dragging={drag?.from === index || undefined}
              style={
                drag && drag.over === index && drag.from !== index
                  ? { outline: '2px dashed #1677ff', outlineOffset: 4 }
                  : drag?.from === index
                    ? { opacity: 0.6 }
                    : undefined
              }
            >
              <Card
                cover={
                  <img alt={item.title} src={item.imageUrl} style={{ height: 180, objectFit: 'cover' }} />
                }
                title={item.title}
                extra={
                  <Flex gap={4}>
                    <Button
                      type="text"
                      aria-label={m.dragHandleLabel(item.title)}
                      aria-keyshortcuts="ArrowUp ArrowDown"
                      title={m.dragHandleLabel(item.title)}
                      data-move-id={item.id}
                      data-move="handle"
                      disabled={offline}
                      style={{ cursor: drag ? 'grabbing' : 'grab', touchAction: 'none' }}
                      onKeyDown={onHandleKey(index)}
                      {...dragHandlers(index)}
                    >
                      <span aria-hidden>⠿</span>
                    </Button>
                    <Button
                      danger
                      type="text"
                      icon={<DeleteOutlined />}
                      aria-label={`Delete ${item.title}`}
                      disabled={offline}
                      onClick={() => setPending(item)}
                    />
                  </Flex>
                }
                actions={[
                  <Button
                    key="edit"
                    type="text"
                    icon={<EditOutlined aria-hidden />}
                    aria-label={m.editLabel(item.title)}
                    aria-haspopup="dialog"
                    disabled={offline}
                    onClick={() => {
                      setEditRequested(true);
                      setEditing(item);
                    }}
                  >
                    {m.editButton}
                  </Button>,
                  <Button
                    key="history"
                    type="text"
                    aria-label={m.historyLabel(item.title)}
                    aria-haspopup="dialog"
                    onClick={() => {
                      setHistoryRequested(true);
                      setHistoryOf(item);
                    }}
                  >
                    {MESSAGES.content.historyButton}
                  </Button>,
                  <Button
                    key="up"
                    type="text"
                    aria-label={m.moveUpLabel(item.title)}
                    title={m.moveUp}
                    data-move-id={item.id}
                    data-move="up"
                    disabled={offline || index === 0}
                    onClick={() => moveBy(index, -1, 'up')}
                  >
                    <span aria-hidden>↑</span>
                  </Button>,
                  <Button
                    key="down"
                    type="text"
                    aria-label={m.moveDownLabel(item.title)}
                    title={m.moveDown}
                    data-move-id={item.id}
                    data-move="down"
                    disabled={offline || index === items.length - 1}
                    onClick={() => moveBy(index, 1, 'down')}
                  >
                    <span aria-hidden>↓</span>
                  </Button>,
                ]}
              >
                <Tag>{formatCategory(item.category)}</Tag>
                <Typography.Text type="secondary">{item.location}</Typography.Text>
                <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginTop: 8, marginBottom: 0 }}>
                  {item.description}
                </Typography.Paragraph>
                <BeforePhotoControl item={item} disabled={offline} />
              </Card>
            </Col>
          ))}
        </Row>
      )}
      <div aria-live="polite" role="status" style={VISUALLY_HIDDEN} data-testid="gallery-order-status">
        {reorder.announcement}
      </div>
      {historyRequested && (
        <Suspense fallback={null}>
          <ItemHistoryDialog
            item={historyOf && (items.find((shown) => shown.id === historyOf.id) ?? historyOf)}
            onClose={() => setHistoryOf(null)}
          />
        </Suspense>
      )}
      {editRequested && (
        <Suspense fallback={null}>
          <EditGalleryItemDialog item={editing} onClose={() => setEditing(null)} />
        </Suspense>
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

import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Skeleton, Space, Typography } from 'antd';
import { useRef, useState, type MouseEvent } from 'react';
import { formatBusinessDateTime, LIMITS, MESSAGES, type ReplyTemplate } from 'shared-contracts';
import { useDeleteReplyTemplate } from '../api/delete-reply-template';
import { replyTemplateQueries } from '../api/reply-template-queries';
import { ReplyTemplateForm } from './ReplyTemplateForm';
import './reply-templates.css';

const m = MESSAGES.inquiry;

export interface ReplyTemplatesModalProps {
  open: boolean;
  onClose: () => void;
}

/** Which form is open: a new template, or the one with this id. */
type Editing = { kind: 'new' } | { kind: 'edit'; template: ReplyTemplate } | null;

/**
 * 'Reply templates' (issue 32): the templates of the reply box, with Add, Edit (title and text, in a form above the
 * list) and Delete (after a confirmation). Closing a form or the confirmation puts the focus back on the button that
 * opened it (on Add when that template is gone); antd gives it back to 'Manage templates' when the dialog closes.
 */
export function ReplyTemplatesModal({ open, onClose }: ReplyTemplatesModalProps) {
  const templates = useQuery({ ...replyTemplateQueries.list(), enabled: open });
  const remove = useDeleteReplyTemplate();
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<ReplyTemplate | null>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const full = (templates.data?.length ?? 0) >= LIMITS.replyTemplate.countMax;

  /** Back to where the keyboard was, once the form or confirmation that took the focus has gone. */
  const returnFocus = () =>
    requestAnimationFrame(() => (opener.current?.isConnected ? opener.current : addButton.current)?.focus());
  const from = (event: MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
  };
  const closeForm = () => {
    setEditing(null);
    returnFocus();
  };
  const confirmDelete = () => {
    if (!deleting) return;
    const { id } = deleting;
    remove.mutate(id, {
      onSuccess: () =>
        setEditing((current) => (current?.kind === 'edit' && current.template.id === id ? null : current)),
      onSettled: () => setDeleting(null),
    });
  };
  const close = () => {
    setEditing(null);
    onClose();
  };

  return (
    <Modal
      open={open}
      title={m.templatesTitle}
      onCancel={close}
      footer={<Button onClick={close}>{m.closeTemplates}</Button>}
      destroyOnHidden
    >
      <Button
        ref={addButton}
        icon={<PlusOutlined aria-hidden />}
        disabled={full || templates.isPending}
        onClick={(event) => {
          from(event);
          setEditing({ kind: 'new' });
        }}
      >
        {m.addTemplate}
      </Button>
      {full && (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {m.templateLimitReached}
        </Typography.Paragraph>
      )}
      {editing && (
        <ReplyTemplateForm
          key={editing.kind === 'new' ? 'new' : editing.template.id}
          template={editing.kind === 'edit' ? editing.template : undefined}
          onDone={closeForm}
        />
      )}
      {templates.isPending ? (
        <Skeleton active paragraph={{ rows: 3 }} title={false} style={{ marginTop: 16 }} />
      ) : templates.isError ? (
        <Alert
          type="error"
          showIcon
          style={{ marginTop: 16 }}
          title={m.templatesLoadFailed}
          action={
            <Button size="small" onClick={() => void templates.refetch()}>
              Retry
            </Button>
          }
        />
      ) : templates.data.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 16 }}>
          {m.templatesEmpty}
        </Typography.Paragraph>
      ) : (
        <ul className="reply-templates__list" aria-label={m.templatesTitle}>
          {templates.data.map((template) => (
            <li key={template.id} className="reply-templates__item">
              <p className="reply-templates__title">{template.title}</p>
              <p className="reply-templates__text">{template.text}</p>
              {template.updatedBy && (
                <Typography.Text type="secondary" className="reply-templates__byline">
                  {m.templateChangedBy(template.updatedBy, formatBusinessDateTime(template.updatedAt))}
                </Typography.Text>
              )}
              <Space wrap>
                <Button
                  size="small"
                  icon={<EditOutlined aria-hidden />}
                  aria-label={m.editTemplate(template.title)}
                  onClick={(event) => {
                    from(event);
                    setEditing({ kind: 'edit', template });
                  }}
                >
                  {m.editTemplateButton}
                </Button>
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={m.deleteTemplate(template.title)}
                  onClick={(event) => {
                    from(event);
                    setDeleting(template);
                  }}
                >
                  {m.deleteTemplateButton}
                </Button>
              </Space>
            </li>
          ))}
        </ul>
      )}
      <Modal
        open={deleting !== null}
        title={deleting ? m.deleteTemplateConfirm(deleting.title) : undefined}
        okText={m.deleteTemplateButton}
        okButtonProps={{ danger: true }}
        cancelText={m.cancelTemplate}
        confirmLoading={remove.isPending}
        onOk={confirmDelete}
        onCancel={() => setDeleting(null)}
        // Once closed: antd has put the focus back on the Delete button by then, which may be gone with its template.
        afterClose={returnFocus}
        destroyOnHidden
      />
    </Modal>
  );
}

import { Button, Descriptions, Divider, Modal, Select, Space, Typography } from 'antd';
import {
  formatBusinessDateTime,
  INQUIRY_STATUSES,
  MESSAGES,
  type AdminInquiry,
  type InquiryStatus,
} from 'shared-contracts';
import { useBusinessTimeZone } from 'web-kit/queries';
import { MOBILE_MEDIA_QUERY, useMediaQuery } from 'web-kit';
import { useUpdateInquiryStatus } from '../api/update-inquiry-status';
import { isNotFound } from '../utils/error-messages';
import { AddNoteForm } from './AddNoteForm';
import { ReplyForm } from './ReplyForm';
import { FollowUpFields } from './FollowUpFields';
import { InquiryTimeline } from './InquiryTimeline';
import { InquiryPhotos } from './inquiry-photos/InquiryPhotos';
import { StatusTag } from './StatusTag';

export interface InquiryDetailsModalProps {
  /** The inquiry to show; null keeps the dialog closed. */
  inquiry: AdminInquiry | null;
  onClose: () => void;
  /** Called with the saved inquiry, so the page can keep showing it even if it leaves the filtered list. */
  onSaved: (inquiry: AdminInquiry) => void;
}

const STATUS_OPTIONS = INQUIRY_STATUSES.map((status) => ({ value: status, label: status }));
const STATUS_SELECT_ID = 'inquiry-details-status';
const TIMELINE_HEADING_ID = 'inquiry-details-timeline';

/**
 * 'Inquiry Details': every field of the inquiry, a status dropdown that saves as soon as it changes, and (issue 17)
 * the internal notes and status history with a box to add a note. On a phone the fields stack (label above value),
 * so the dialog fits a 390px screen without scrolling sideways.
 */
export function InquiryDetailsModal({ inquiry, onClose, onSaved }: InquiryDetailsModalProps) {
  const update = useUpdateInquiryStatus();
  const timeZone = useBusinessTimeZone();
  const isPhone = useMediaQuery(MOBILE_MEDIA_QUERY);

  const changeStatus = (status: InquiryStatus) => {
    if (!inquiry || status === inquiry.status || update.isPending) return;
    update.mutate(
      { id: inquiry.id, status },
      {
        onSuccess: onSaved,
        // It was deleted elsewhere: the toast says so and there is nothing left to edit.
        onError: (error) => isNotFound(error) && onClose(),
      },
    );
  };

  // While saving, show the chosen status rather than snapping back to the old one.
  const shownStatus = update.isPending && update.variables ? update.variables.status : inquiry?.status;

  return (
    <Modal
      open={inquiry !== null}
      title={MESSAGES.inquiry.detailsTitle}
      onCancel={onClose}
      footer={<Button onClick={onClose}>Close</Button>}
      destroyOnHidden
    >
      {inquiry && (
        <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
          <Typography.Text type="secondary">
            {MESSAGES.inquiry.submittedOn(formatBusinessDateTime(inquiry.date, timeZone))}
          </Typography.Text>
          <Descriptions
            column={1}
            size="small"
            bordered
            layout={isPhone ? 'vertical' : 'horizontal'}
            items={[
              { key: 'status', label: 'Status', children: <StatusTag status={inquiry.status} /> },
              { key: 'customer', label: 'Customer', children: inquiry.name },
              {
                key: 'email',
                label: 'Email',
                children: (
                  <a href={`mailto:${inquiry.email}`} style={{ overflowWrap: 'anywhere' }}>
                    {inquiry.email}
                  </a>
                ),
              },
              {
                key: 'phone',
                label: 'Phone',
                children: <a href={`tel:${inquiry.phone}`}>{inquiry.phone}</a>,
              },
              { key: 'zipCode', label: 'ZIP Code', children: inquiry.zipCode },
              { key: 'projectType', label: 'Project Type', children: inquiry.projectType },
              // Issue 30: the language of the form the visitor used (reply in it).
              {
                key: 'language',
                label: MESSAGES.inquiry.formLanguage,
                children:
                  inquiry.language === 'es'
                    ? MESSAGES.content.languageSpanishName
                    : MESSAGES.content.languageEnglishName,
              },
              {
                key: 'message',
                label: 'Message',
                children: (
                  <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{inquiry.message}</span>
                ),
              },
            ]}
          />
          {inquiry.photos?.length ? <InquiryPhotos inquiryId={inquiry.id} photos={inquiry.photos} /> : null}
          <FollowUpFields key={`follow-up-${inquiry.id}`} inquiry={inquiry} />
          <section aria-label={MESSAGES.inquiry.sendReply}>
            <ReplyForm key={inquiry.id} inquiry={inquiry} />
          </section>
          <div>
            <label htmlFor={STATUS_SELECT_ID} style={{ display: 'block', marginBottom: 4 }}>
              Update Status
            </label>
            <Select<InquiryStatus>
              id={STATUS_SELECT_ID}
              value={shownStatus}
              options={STATUS_OPTIONS}
              onChange={changeStatus}
              // Busy, not disabled, while saving: disabling the focused dropdown would drop a keyboard user's
              // focus to the page (issue 33); a change made meanwhile is ignored.
              loading={update.isPending}
              aria-busy={update.isPending}
              style={{ width: 200, maxWidth: '100%' }}
            />
          </div>
          <section aria-labelledby={TIMELINE_HEADING_ID}>
            <Divider style={{ margin: '4px 0 12px' }} />
            <Typography.Title id={TIMELINE_HEADING_ID} level={3} style={{ fontSize: 16, marginTop: 0 }}>
              {MESSAGES.inquiry.timelineTitle}
            </Typography.Title>
            <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
              <AddNoteForm key={inquiry.id} inquiryId={inquiry.id} />
              <InquiryTimeline inquiryId={inquiry.id} />
            </Space>
          </section>
        </Space>
      )}
    </Modal>
  );
}

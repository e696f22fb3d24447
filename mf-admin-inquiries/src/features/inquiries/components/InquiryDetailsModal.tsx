import { Button, Descriptions, Modal, Select, Space, Typography } from 'antd';
import { INQUIRY_STATUSES, MESSAGES, type Inquiry, type InquiryStatus } from 'shared-contracts';
import { useUpdateInquiryStatus } from '../api/update-inquiry-status';
import { isNotFound } from '../utils/error-messages';
import { formatInquiryDate } from '../utils/format-date';
import { StatusTag } from './StatusTag';

export interface InquiryDetailsModalProps {
  /** The inquiry to show; null keeps the dialog closed. */
  inquiry: Inquiry | null;
  onClose: () => void;
  /** Called with the saved inquiry, so the page can keep showing it even if it leaves the filtered list. */
  onSaved: (inquiry: Inquiry) => void;
}

const STATUS_OPTIONS = INQUIRY_STATUSES.map((status) => ({ value: status, label: status }));
const STATUS_SELECT_ID = 'inquiry-details-status';

/** 'Inquiry Details': every field of the inquiry and a status dropdown that saves as soon as it changes. */
export function InquiryDetailsModal({ inquiry, onClose, onSaved }: InquiryDetailsModalProps) {
  const update = useUpdateInquiryStatus();

  const changeStatus = (status: InquiryStatus) => {
    if (!inquiry || status === inquiry.status) return;
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
            {MESSAGES.inquiry.submittedOn(formatInquiryDate(inquiry.date))}
          </Typography.Text>
          <Descriptions
            column={1}
            size="small"
            bordered
            items={[
              { key: 'status', label: 'Status', children: <StatusTag status={inquiry.status} /> },
              { key: 'customer', label: 'Customer', children: inquiry.name },
              {
                key: 'email',
                label: 'Email',
                children: <a href={`mailto:${inquiry.email}`}>{inquiry.email}</a>,
              },
              {
                key: 'phone',
                label: 'Phone',
                children: <a href={`tel:${inquiry.phone}`}>{inquiry.phone}</a>,
              },
              { key: 'zipCode', label: 'ZIP Code', children: inquiry.zipCode },
              { key: 'projectType', label: 'Project Type', children: inquiry.projectType },
              {
                key: 'message',
                label: 'Message',
                children: (
                  <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{inquiry.message}</span>
                ),
              },
            ]}
          />
          <div>
            <label htmlFor={STATUS_SELECT_ID} style={{ display: 'block', marginBottom: 4 }}>
              Update Status
            </label>
            <Select<InquiryStatus>
              id={STATUS_SELECT_ID}
              value={shownStatus}
              options={STATUS_OPTIONS}
              onChange={changeStatus}
              loading={update.isPending}
              disabled={update.isPending}
              style={{ width: 200 }}
            />
          </div>
        </Space>
      )}
    </Modal>
  );
}

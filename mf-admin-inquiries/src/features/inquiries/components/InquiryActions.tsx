import { DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import type { AdminInquiry } from 'shared-contracts';

export interface InquiryActionsProps {
  inquiry: AdminInquiry;
  onView: (inquiry: AdminInquiry) => void;
  onDelete: (inquiry: AdminInquiry) => void;
  /** Visible words next to the icons (the phone cards have room and bigger targets help a thumb). */
  withText?: boolean;
}

/** View details and delete, named after the customer for screen readers; the same in the table and the cards. */
export function InquiryActions({ inquiry, onView, onDelete, withText = false }: InquiryActionsProps) {
  return (
    <Space>
      <Button
        icon={<EyeOutlined />}
        aria-label={`View details of the inquiry from ${inquiry.name}`}
        onClick={() => onView(inquiry)}
      >
        {withText ? 'View' : undefined}
      </Button>
      <Button
        danger
        icon={<DeleteOutlined />}
        aria-label={`Delete the inquiry from ${inquiry.name}`}
        onClick={() => onDelete(inquiry)}
      >
        {withText ? 'Delete' : undefined}
      </Button>
    </Space>
  );
}

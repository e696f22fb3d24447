import { Tag } from 'antd';
import type { InquiryStatus } from 'shared-contracts';

/** Spec section 4: New blue, Responded green, Closed grey ('default' is antd's grey tag). */
export const STATUS_TAG_COLORS: Record<InquiryStatus, string> = {
  New: 'blue',
  Responded: 'green',
  Closed: 'default',
};

export function StatusTag({ status }: { status: InquiryStatus }) {
  return <Tag color={STATUS_TAG_COLORS[status]}>{status}</Tag>;
}

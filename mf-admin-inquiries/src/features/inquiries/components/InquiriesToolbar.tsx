import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Select, Switch } from 'antd';
import { INQUIRY_STATUSES, INQUIRY_UNASSIGNED, MESSAGES } from 'shared-contracts';
import type { InquiryListFilter } from 'web-kit/queries';

export interface InquiriesToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  status: InquiryListFilter;
  onStatusChange: (status: InquiryListFilter) => void;
  onExport: () => void;
  exportDisabled: boolean;
  /** Follow-ups (issue 32): whose inquiries ('' anyone's, an e-mail, or INQUIRY_UNASSIGNED), and only due ones. */
  assignee: string;
  onAssigneeChange: (assignee: string) => void;
  myEmail: string | undefined;
  due: boolean;
  onDueChange: (due: boolean) => void;
}

const DUE_SWITCH_ID = 'inquiries-due-filter';

const STATUS_FILTER_OPTIONS: { value: InquiryListFilter; label: string }[] = [
  { value: 'all', label: MESSAGES.inquiry.allStatus },
  ...INQUIRY_STATUSES.map((status) => ({ value: status, label: status })),
];

/** Search box, status, assignee and due filters, and CSV export above the inbox table. */
export function InquiriesToolbar(props: InquiriesToolbarProps) {
  return (
    <Flex gap="middle" wrap align="center">
      <Input
        aria-label="Search inquiries"
        placeholder={MESSAGES.inquiry.searchPlaceholder}
        prefix={<SearchOutlined aria-hidden />}
        allowClear
        value={props.search}
        onChange={(event) => props.onSearchChange(event.target.value)}
        style={{ maxWidth: 320 }}
      />
      <Select<InquiryListFilter>
        aria-label="Filter by status"
        value={props.status}
        options={STATUS_FILTER_OPTIONS}
        onChange={props.onStatusChange}
        style={{ width: 160 }}
      />
      <Select<string>
        aria-label={MESSAGES.inquiry.assignedTo}
        value={props.assignee}
        options={[
          { value: '', label: MESSAGES.inquiry.anyAssignee },
          ...(props.myEmail ? [{ value: props.myEmail, label: MESSAGES.inquiry.mine }] : []),
          { value: INQUIRY_UNASSIGNED, label: MESSAGES.inquiry.unassigned },
        ]}
        onChange={props.onAssigneeChange}
        style={{ width: 170 }}
      />
      <Flex gap="small" align="center">
        <Switch id={DUE_SWITCH_ID} checked={props.due} onChange={props.onDueChange} size="small" />
        <label htmlFor={DUE_SWITCH_ID}>{MESSAGES.inquiry.dueOnly}</label>
      </Flex>
      <Button icon={<DownloadOutlined />} onClick={props.onExport} disabled={props.exportDisabled}>
        Export CSV
      </Button>
    </Flex>
  );
}

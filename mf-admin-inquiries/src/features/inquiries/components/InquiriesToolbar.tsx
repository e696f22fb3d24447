import { DownloadOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Select } from 'antd';
import { INQUIRY_STATUSES, MESSAGES } from 'shared-contracts';
import type { InquiryListFilter } from 'web-kit/queries';

export interface InquiriesToolbarProps {
  search: string;
  onSearchChange: (search: string) => void;
  status: InquiryListFilter;
  onStatusChange: (status: InquiryListFilter) => void;
  onExport: () => void;
  exportDisabled: boolean;
}

const STATUS_FILTER_OPTIONS: { value: InquiryListFilter; label: string }[] = [
  { value: 'all', label: MESSAGES.inquiry.allStatus },
  ...INQUIRY_STATUSES.map((status) => ({ value: status, label: status })),
];

/** Search box, status filter and CSV export above the inbox table. */
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
      <Button icon={<DownloadOutlined />} onClick={props.onExport} disabled={props.exportDisabled}>
        Export CSV
      </Button>
    </Flex>
  );
}

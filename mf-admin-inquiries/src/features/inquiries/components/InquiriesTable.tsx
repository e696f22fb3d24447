import { Table, type TableColumnsType } from 'antd';
import {
  formatBusinessDateTime,
  LIMITS,
  MESSAGES,
  type AdminInquiry,
  type InquiryOrder,
} from 'shared-contracts';
import { useBusinessTimeZone } from 'web-kit/queries';
import { InquiryActions } from './InquiryActions';
import { StatusTag } from './StatusTag';

export interface InquiryTablePage {
  page: number;
  pageSize: number;
  order: InquiryOrder;
}

export interface InquiriesTableProps {
  /** One page of the inbox, as the API sorted and cut it. */
  inquiries: readonly AdminInquiry[];
  loading: boolean;
  order: InquiryOrder;
  pagination: { page: number; pageSize: number; total: number };
  /** The visitor turned the page, changed its size or the date order. */
  onChange: (next: InquiryTablePage) => void;
  onView: (inquiry: AdminInquiry) => void;
  onDelete: (inquiry: AdminInquiry) => void;
}

/** Below this the table scrolls inside its own box (the page never does); phones get cards instead. */
const TABLE_MIN_WIDTH_PX = 820;

export const PAGE_SIZES = [10, LIMITS.inquiryList.pageSizeDefault, 50, LIMITS.inquiryList.pageSizeMax];

/** The inbox table of spec section 2: newest first by default, sortable by date, paginated (all by the API). */
export function InquiriesTable({
  inquiries,
  loading,
  order,
  pagination,
  onChange,
  onView,
  onDelete,
}: InquiriesTableProps) {
  const timeZone = useBusinessTimeZone();
  const columns: TableColumnsType<AdminInquiry> = [
    {
      title: 'Date',
      dataIndex: 'date',
      key: 'date',
      sorter: true,
      sortOrder: order === 'asc' ? 'ascend' : 'descend',
      sortDirections: ['descend', 'ascend', 'descend'],
      width: 190,
      render: (date: string) => <time dateTime={date}>{formatBusinessDateTime(date, timeZone)}</time>,
    },
    // Visitors' text can be one long unbroken word: these columns share the width left by the others and cut their
    // text with an ellipsis; the full value shows on hover (title) and in the details dialog.
    { title: 'Name', dataIndex: 'name', key: 'name', ellipsis: true },
    { title: 'Email', dataIndex: 'email', key: 'email', ellipsis: true },
    { title: 'Project Type', dataIndex: 'projectType', key: 'projectType', ellipsis: true },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      width: 120,
      render: (_status, inquiry) => <StatusTag status={inquiry.status} />,
    },
    {
      title: 'Actions',
      key: 'actions',
      // Pinned at the table's end should the table ever scroll inside its box (a narrow tablet).
      fixed: 'end',
      width: 120,
      render: (_value, inquiry) => <InquiryActions inquiry={inquiry} onView={onView} onDelete={onDelete} />,
    },
  ];

  return (
    <Table<AdminInquiry>
      rowKey="id"
      columns={columns}
      dataSource={inquiries as AdminInquiry[]}
      loading={loading}
      locale={{ emptyText: MESSAGES.inquiry.empty }}
      pagination={{
        current: pagination.page,
        pageSize: pagination.pageSize,
        total: pagination.total,
        pageSizeOptions: PAGE_SIZES,
        showSizeChanger: true,
        showTotal: (total, [from, to]) => MESSAGES.inquiry.pageSummary(from, to, total),
      }}
      onChange={(page, _filters, sorter) => {
        const sort = Array.isArray(sorter) ? sorter[0] : sorter;
        onChange({
          page: page.current ?? 1,
          pageSize: page.pageSize ?? pagination.pageSize,
          order: sort?.order === 'ascend' ? 'asc' : 'desc',
        });
      }}
      // Fixed layout: column widths come from the columns, never from the longest text (ellipsis needs it too).
      tableLayout="fixed"
      scroll={{ x: TABLE_MIN_WIDTH_PX }}
    />
  );
}

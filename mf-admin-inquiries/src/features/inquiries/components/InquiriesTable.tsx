import { DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Space, Table, type TableColumnsType } from 'antd';
import { MESSAGES, type Inquiry } from 'shared-contracts';
import { formatInquiryDate } from '../utils/format-date';
import { StatusTag } from './StatusTag';

export interface InquiriesTableProps {
  inquiries: readonly Inquiry[];
  loading: boolean;
  onView: (inquiry: Inquiry) => void;
  onDelete: (inquiry: Inquiry) => void;
}

const byDate = (a: Inquiry, b: Inquiry) => Date.parse(a.date) - Date.parse(b.date);

/** The inbox table of spec section 2: newest first by default, sortable by date, paginated. */
export function InquiriesTable({ inquiries, loading, onView, onDelete }: InquiriesTableProps) {
  const columns: TableColumnsType<Inquiry> = [
    {
      title: 'Date',
      dataIndex: 'date',
      key: 'date',
      sorter: byDate,
      defaultSortOrder: 'descend',
      sortDirections: ['descend', 'ascend', 'descend'],
      render: (date: string) => <time dateTime={date}>{formatInquiryDate(date)}</time>,
    },
    { title: 'Name', dataIndex: 'name', key: 'name' },
    { title: 'Email', dataIndex: 'email', key: 'email' },
    { title: 'Project Type', dataIndex: 'projectType', key: 'projectType' },
    {
      title: 'Status',
      dataIndex: 'status',
      key: 'status',
      render: (_status, inquiry) => <StatusTag status={inquiry.status} />,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_value, inquiry) => (
        <Space>
          <Button
            icon={<EyeOutlined />}
            aria-label={`View details of the inquiry from ${inquiry.name}`}
            onClick={() => onView(inquiry)}
          />
          <Button
            danger
            icon={<DeleteOutlined />}
            aria-label={`Delete the inquiry from ${inquiry.name}`}
            onClick={() => onDelete(inquiry)}
          />
        </Space>
      ),
    },
  ];

  return (
    <Table<Inquiry>
      rowKey="id"
      columns={columns}
      dataSource={inquiries as Inquiry[]}
      loading={loading}
      locale={{ emptyText: MESSAGES.inquiry.empty }}
      pagination={{ defaultPageSize: 10, showSizeChanger: true }}
      scroll={{ x: 'max-content' }}
    />
  );
}

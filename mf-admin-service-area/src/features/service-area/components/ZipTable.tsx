import { Button, Space, Table, Tag, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import type { ServiceAreaEntry } from 'shared-contracts';

interface ZipTableProps {
  entries: readonly ServiceAreaEntry[];
  loading: boolean;
  /** Edits and deletes wait while the cached copy is shown or a save runs. */
  disabled: boolean;
  onEdit: (entry: ServiceAreaEntry) => void;
  onDelete: (zipCode: string) => void;
}

/** One page of ZIP entries; paging is done by the manager (Previous / Next / 'Page X of Y'), not by antd. */
export function ZipTable({ entries, loading, disabled, onEdit, onDelete }: ZipTableProps) {
  const columns: TableColumnsType<ServiceAreaEntry> = [
    { title: 'ZIP Code', dataIndex: 'zip_code', key: 'zip_code' },
    {
      title: 'Neighborhood',
      dataIndex: 'neighborhood',
      key: 'neighborhood',
      render: (value: string | null) => value ?? '',
    },
    {
      title: 'Region',
      dataIndex: 'region',
      key: 'region',
      render: (region: string) => <Tag color={region === 'Nearby' ? 'gold' : 'blue'}>{region}</Tag>,
    },
    {
      title: 'Actions',
      key: 'actions',
      render: (_, entry) => (
        <Space>
          <Button
            type="text"
            icon={<EditOutlined />}
            aria-label={`Edit ${entry.zip_code}`}
            disabled={disabled}
            onClick={() => onEdit(entry)}
          />
          <Button
            type="text"
            danger
            icon={<DeleteOutlined />}
            aria-label={`Delete ${entry.zip_code}`}
            disabled={disabled}
            onClick={() => onDelete(entry.zip_code)}
          />
        </Space>
      ),
    },
  ];
  return (
    <Table<ServiceAreaEntry>
      columns={columns}
      dataSource={[...entries]}
      rowKey="zip_code"
      loading={loading}
      pagination={false}
      size="small"
    />
  );
}

import { Button, Space, Table, Tag, type TableColumnsType } from 'antd';
import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { MESSAGES, type ServiceAreaEntry } from 'shared-contracts';
import type { ZipRowChange } from '../hooks/use-zip-draft';

const CHANGE_TAG: Record<ZipRowChange, { color: string; label: string }> = {
  new: { color: 'green', label: MESSAGES.zip.newTag },
  edited: { color: 'orange', label: MESSAGES.zip.editedTag },
};

interface ZipTableProps {
  entries: readonly ServiceAreaEntry[];
  loading: boolean;
  /** Edits and deletes wait while the cached copy is shown or a save runs. */
  disabled: boolean;
  onEdit: (entry: ServiceAreaEntry) => void;
  onDelete: (zipCode: string) => void;
  /** Marks rows added or edited since the last save ('New', 'Edited'). */
  rowChange: (zipCode: string) => ZipRowChange | undefined;
}

/** One page of ZIP entries; paging is done by the manager (Previous / Next / 'Page X of Y'), not by antd. */
export function ZipTable({ entries, loading, disabled, onEdit, onDelete, rowChange }: ZipTableProps) {
  const columns: TableColumnsType<ServiceAreaEntry> = [
    {
      title: 'ZIP Code',
      dataIndex: 'zip_code',
      key: 'zip_code',
      render: (zip: string) => {
        const change = rowChange(zip);
        return (
          <>
            {zip}
            {change && (
              <Tag color={CHANGE_TAG[change].color} style={{ marginInlineStart: 8 }}>
                {CHANGE_TAG[change].label}
              </Tag>
            )}
          </>
        );
      },
    },
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
      // On a phone the table scrolls inside its box; the row's actions stay in sight at its end.
      fixed: 'end',
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
      // Wider than a phone: it scrolls inside its own box, never the page (issue 32).
      scroll={{ x: 'max-content' }}
    />
  );
}

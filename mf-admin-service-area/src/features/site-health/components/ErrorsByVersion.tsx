import { useId } from 'react';
import { Table, Tag, Typography } from 'antd';
import { MESSAGES, type SiteHealth } from 'shared-contracts';
import { TableScrollBox } from './TableScrollBox';

const m = MESSAGES.visitorTelemetry;
type Row = SiteHealth['errors'][number];

/** Errors per remote build, most first, each with its most frequent messages: a bad release stands out the day it ships. */
export function ErrorsByVersion({ errors }: { errors: Row[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId}>
        {m.errorsTitle}
      </Typography.Title>
      <TableScrollBox labelledBy={headingId}>
        <Table<Row>
          rowKey={(row) => `${row.remote} ${row.remoteVersion}`}
          dataSource={errors}
          pagination={false}
          size="small"
          locale={{ emptyText: m.noErrors }}
          columns={[
            { title: m.remote, dataIndex: 'remote' },
            { title: m.version, dataIndex: 'remoteVersion' },
            { title: m.errors, dataIndex: 'count', align: 'right' },
            {
              title: m.topMessages,
              key: 'messages',
              render: (_value, row) => (
                <ul style={{ margin: 0, paddingLeft: 0, listStyle: 'none' }}>
                  {row.messages.map((item) => (
                    <li key={`${item.kind} ${item.message}`}>
                      <Tag>{item.kind}</Tag>
                      <Typography.Text>{item.message}</Typography.Text>{' '}
                      <Typography.Text type="secondary">×{item.count}</Typography.Text>
                    </li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      </TableScrollBox>
    </section>
  );
}

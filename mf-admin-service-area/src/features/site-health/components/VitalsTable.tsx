import { useId, useState } from 'react';
import { Flex, Radio, Table, Typography } from 'antd';
import { MESSAGES, UNDECLARED_ROUTE, type SiteHealth } from 'shared-contracts';
import { TableScrollBox } from './TableScrollBox';

const m = MESSAGES.visitorTelemetry;
type Row = SiteHealth['vitals'][number];

const isPublicRoute = (route: string) => route !== UNDECLARED_ROUTE && !/^\/admin(\/|$)/.test(route);
const ms = (value: number | null) => (value === null ? m.notMeasured : `${value.toLocaleString('en-US')} ms`);
const score = (value: number | null) => (value === null ? m.notMeasured : value.toFixed(3));

/** p75 LCP, INP and CLS per route, the public routes first of all (what visitors wait for). */
export function VitalsTable({ vitals }: { vitals: Row[] }) {
  const headingId = useId();
  const [onlyPublic, setOnlyPublic] = useState(true);
  const rows = onlyPublic ? vitals.filter((row) => isPublicRoute(row.route)) : vitals;
  return (
    <section aria-labelledby={headingId}>
      <Flex justify="space-between" align="center" wrap gap="small">
        <Typography.Title level={2} id={headingId}>
          {m.vitalsTitle}
        </Typography.Title>
        <Radio.Group
          aria-label={m.sectionFilter}
          value={onlyPublic ? 'public' : 'all'}
          onChange={(event) => setOnlyPublic(event.target.value === 'public')}
          options={[
            { value: 'public', label: m.publicRoutes },
            { value: 'all', label: m.allRoutes },
          ]}
        />
      </Flex>
      <TableScrollBox labelledBy={headingId}>
        <Table<Row>
          rowKey="route"
          dataSource={rows}
          pagination={false}
          size="small"
          locale={{ emptyText: m.noVitals }}
          columns={[
            { title: m.route, dataIndex: 'route' },
            { title: m.lcp, dataIndex: 'lcpP75', render: ms, align: 'right' },
            { title: m.inp, dataIndex: 'inpP75', render: ms, align: 'right' },
            { title: m.cls, dataIndex: 'clsP75', render: score, align: 'right' },
            { title: m.samples, dataIndex: 'samples', align: 'right' },
          ]}
        />
      </TableScrollBox>
    </section>
  );
}

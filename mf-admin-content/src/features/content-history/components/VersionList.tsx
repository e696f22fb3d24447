import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Empty, Spin, Tag, Typography } from 'antd';
import { formatBusinessDateTime, MESSAGES, type PageName } from 'shared-contracts';
import { useBusinessTimeZone } from 'web-kit/queries';
import { contentHistoryQueries } from '../api/content-history-queries';

const m = MESSAGES.content;

export interface VersionListProps {
  page: PageName;
  /** The version visitors see now (the page's `version`), marked 'Current'. */
  currentVersion: number | undefined;
  onChoose: (version: number) => void;
}

export function VersionList({ page, currentVersion, onChoose }: VersionListProps) {
  const history = useQuery(contentHistoryQueries.list(page));
  const timeZone = useBusinessTimeZone();

  if (history.isPending) {
    return (
      <div role="status" aria-label={m.historyTitle} style={{ padding: 32, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  }
  if (history.isError) {
    return (
      <Alert
        type="error"
        showIcon
        role="alert"
        title={m.historyLoadFailed}
        action={
          <Button size="small" onClick={() => void history.refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  if (history.data.length === 0) return <Empty description={m.historyEmpty} />;

  return (
    <ol aria-label={m.historyTitle} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {history.data.map((entry) => (
        <li key={entry.version} style={{ padding: '12px 0', borderBottom: '1px solid rgba(0, 0, 0, 0.06)' }}>
          <Button type="link" style={{ padding: 0, height: 'auto' }} onClick={() => onChoose(entry.version)}>
            {m.versionLabel(entry.version)}
          </Button>{' '}
          {entry.version === currentVersion && <Tag color="green">{m.currentVersion}</Tag>}
          {entry.restoredFrom !== null && <Tag>{m.restoredFrom(entry.restoredFrom)}</Tag>}
          <div>
            <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
              {entry.staffEmail ?? m.authorUnknown} ·{' '}
              <time dateTime={entry.at}>{formatBusinessDateTime(entry.at, timeZone)}</time>
            </Typography.Text>
          </div>
        </li>
      ))}
    </ol>
  );
}

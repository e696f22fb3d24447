import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Flex, Popconfirm, Space, Spin, Tag, Typography } from 'antd';
import { formatBusinessDateTime, MESSAGES, type PageName } from 'shared-contracts';
import { useBusinessTimeZone } from 'web-kit/queries';
import { ApiRequestError, toast } from 'web-kit';
import { isStaleVersionError } from '../../../lib/stale-version';
import { contentHistoryQueries, useRestoreVersion } from '../api/content-history-queries';
import type { HistoryField } from './history-field';

const m = MESSAGES.content;

export interface VersionComparisonProps {
  page: PageName;
  version: number;
  fields: readonly HistoryField[];
  /** The page as visitors see it now (undefined while it loads). */
  current: ({ version: number } & object) | undefined;
  unsaved: boolean;
  onBack: () => void;
  onRestored: () => void;
}

/** A field's text; `es.<field>` names a Spanish text (issue 30: '' when not translated). */
const fieldText = (source: object | undefined, name: string): string => {
  const record = source as Record<string, unknown> | undefined;
  const value = name.startsWith('es.')
    ? (record?.es as Record<string, unknown> | undefined)?.[name.slice(3)]
    : record?.[name];
  return typeof value === 'string' ? value : '';
};

/** One version, read-only, field by field beside the current page (changed fields marked), with Restore. */
export function VersionComparison({
  page,
  version,
  fields,
  current,
  unsaved,
  onBack,
  onRestored,
}: VersionComparisonProps) {
  const detail = useQuery(contentHistoryQueries.version(page, version));
  const timeZone = useBusinessTimeZone();
  const restore = useRestoreVersion(page);
  const [stale, setStale] = useState(false);

  const confirmRestore = async () => {
    if (!current) return;
    setStale(false);
    try {
      await restore.mutateAsync({ version, basedOn: current.version });
      toast({ title: m.restoreSuccess(version) });
      onRestored();
    } catch (error) {
      if (isStaleVersionError(error)) setStale(true);
      else
        toast({
          title: m.restoreFailed,
          description: error instanceof ApiRequestError ? error.serverMessage : undefined,
          variant: 'destructive',
        });
    }
  };

  const isCurrent = current?.version === version;

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      <Button onClick={onBack}>← {m.historyBack}</Button>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {m.versionLabel(version)} {isCurrent && <Tag color="green">{m.currentVersion}</Tag>}
      </Typography.Title>
      {detail.isPending && (
        <div role="status" aria-label={m.versionLabel(version)} style={{ padding: 32, textAlign: 'center' }}>
          <Spin />
        </div>
      )}
      {detail.isError && <Alert type="error" showIcon role="alert" title={m.versionLoadFailed} />}
      {detail.data && (
        <>
          <Typography.Text type="secondary" style={{ overflowWrap: 'anywhere' }}>
            {detail.data.staffEmail ?? m.authorUnknown} ·{' '}
            <time dateTime={detail.data.at}>{formatBusinessDateTime(detail.data.at, timeZone)}</time>
          </Typography.Text>
          {stale && <Alert type="warning" showIcon role="alert" title={m.restoreStale} />}
          <Typography.Title level={4} style={{ margin: 0 }}>
            {m.comparedWithCurrent}
          </Typography.Title>
          {fields.map(({ name, label }) => {
            const then = fieldText({ ...detail.data.content, es: detail.data.es }, name);
            const now = fieldText(current, name);
            const changed = then !== now;
            return (
              <section key={name} aria-label={label} data-changed={changed}>
                <Typography.Title level={5} style={{ margin: '0 0 4px' }}>
                  {label} {changed && <Tag color="gold">{m.fieldChanged}</Tag>}
                </Typography.Title>
                <Flex wrap gap={12}>
                  <FieldValue heading={m.versionLabel(version)} text={then} highlighted={changed} />
                  <FieldValue heading={m.currentVersion} text={now} />
                </Flex>
              </section>
            );
          })}
          <Popconfirm
            title={m.restoreConfirm(version)}
            description={unsaved ? m.restoreReplacesUnsaved : undefined}
            okText={m.restore}
            cancelText="Cancel"
            onConfirm={confirmRestore}
          >
            <Button type="primary" loading={restore.isPending} disabled={isCurrent || !current}>
              {m.restoreVersion}
            </Button>
          </Popconfirm>
        </>
      )}
    </Space>
  );
}

function FieldValue({
  heading,
  text,
  highlighted = false,
}: {
  heading: string;
  text: string;
  highlighted?: boolean;
}) {
  return (
    <div
      style={{
        flex: '1 1 240px',
        minWidth: 0,
        padding: '8px 12px',
        borderRadius: 6,
        background: highlighted ? 'rgba(250, 173, 20, 0.1)' : 'rgba(0, 0, 0, 0.03)',
      }}
    >
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {heading}
      </Typography.Text>
      <Typography.Paragraph style={{ margin: 0, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Typography.Paragraph>
    </div>
  );
}

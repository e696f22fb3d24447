import { Flex, Typography } from 'antd';
import { MESSAGES } from 'shared-contracts';
import { followInternalLink } from 'web-kit';
import { useServiceAreaList } from '../hooks/use-service-area-list';

/**
 * Settings' Service Area tab (issue 32): ZIP codes are managed in one place, the Service Area page, which this links
 * to; here only how many are served, once the saved list has loaded.
 */
export function ServiceAreaSummary() {
  const list = useServiceAreaList();
  const count = (region: string) => list.entries.filter((entry) => entry.region === region).length;
  const loaded = !list.isLoading && !list.isPlaceholder && !list.loadFailed;
  return (
    <Flex vertical gap="small">
      <Typography.Paragraph style={{ margin: 0 }}>
        {MESSAGES.zip.settingsOnePlace}{' '}
        <a href="/admin/service-area" onClick={followInternalLink}>
          {MESSAGES.zip.pageTitle}
        </a>
      </Typography.Paragraph>
      {loaded && (
        <Typography.Text type="secondary">
          {MESSAGES.zip.settingsSummary({
            total: list.entries.length,
            sanAntonio: count('San Antonio'),
            nearby: count('Nearby'),
          })}
        </Typography.Text>
      )}
    </Flex>
  );
}

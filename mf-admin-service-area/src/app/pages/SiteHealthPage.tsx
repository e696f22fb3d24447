import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Skeleton, Typography } from 'antd';
import { MESSAGES, SITE_HEALTH } from 'shared-contracts';
import { siteHealthQueries } from '../../features/site-health/api/site-health-queries';
import { ErrorsByVersion } from '../../features/site-health/components/ErrorsByVersion';
import { VitalsTable } from '../../features/site-health/components/VitalsTable';

const m = MESSAGES.visitorTelemetry;

/**
 * /admin/site-health (exposed as ./SiteHealth, issue 45): the last 7 days of what visitors' browsers reported, speed
 * per route and errors per remote version.
 */
export default function SiteHealthPage() {
  const figures = useQuery(siteHealthQueries.figures());
  return (
    <Flex vertical gap="large">
      <div>
        <Typography.Title level={1}>{m.heading}</Typography.Title>
        <Typography.Paragraph>{m.intro(SITE_HEALTH.windowDays)}</Typography.Paragraph>
      </div>
      {figures.isError ? (
        <Alert type="error" showIcon title={m.loadError} />
      ) : !figures.data ? (
        <Skeleton active />
      ) : (
        <>
          <VitalsTable vitals={figures.data.vitals} />
          <ErrorsByVersion errors={figures.data.errors} />
          <Typography.Paragraph type="secondary">{m.retentionNote(figures.data.retentionDays)}</Typography.Paragraph>
        </>
      )}
    </Flex>
  );
}

import { Button, Flex, Space, Tabs, Typography } from 'antd';
import { CloudDownloadOutlined, DownloadOutlined } from '@ant-design/icons';
import { MESSAGES } from 'shared-contracts';
import { downloadTextFile, toast } from 'web-kit';
import { usePopulateServiceArea } from '../../features/service-area/api/populate-service-area';
import { CoverageStats } from '../../features/service-area/components/CoverageStats';
import { ZipCodeManager } from '../../features/service-area/components/ZipCodeManager';
import { useServiceAreaList } from '../../features/service-area/hooks/use-service-area-list';
import { useZipDraft } from '../../features/service-area/hooks/use-zip-draft';
import { serviceAreaExportFileName, serviceAreaToCsv } from '../../features/service-area/utils/export-csv';

/** /admin/service-area (exposed as ./ServiceArea). */
export default function ServiceAreaPage() {
  const list = useServiceAreaList();
  const draft = useZipDraft(list.entries);
  const populate = usePopulateServiceArea();

  // Exports the whole working list as the manager shows it (unsaved changes included), regardless of filters.
  const exportCsv = () => {
    try {
      downloadTextFile(serviceAreaExportFileName(), serviceAreaToCsv(draft.entries));
    } catch (error) {
      console.error(error);
      toast({ title: MESSAGES.zip.exportFailed, variant: 'destructive' });
    }
  };

  return (
    <section>
      <Flex justify="space-between" align="center" wrap gap="middle">
        <Typography.Title level={1} style={{ margin: 0 }}>
          {MESSAGES.zip.pageTitle}
        </Typography.Title>
        <Space>
          <Button icon={<DownloadOutlined aria-hidden />} onClick={exportCsv} disabled={list.isLoading}>
            {MESSAGES.zip.exportCsv}
          </Button>
          <Button
            icon={<CloudDownloadOutlined aria-hidden />}
            loading={populate.isPending}
            // The refetched list replaces any unsaved local edits.
            onClick={() => populate.mutate(undefined, { onSuccess: draft.reset })}
          >
            {MESSAGES.zip.populate}
          </Button>
        </Space>
      </Flex>
      <Tabs
        items={[
          {
            key: 'manage',
            label: MESSAGES.zip.manageTab,
            children: <ZipCodeManager list={list} draft={draft} />,
          },
          { key: 'stats', label: MESSAGES.zip.statsTab, children: <CoverageStats /> },
        ]}
      />
    </section>
  );
}

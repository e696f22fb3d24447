import { Button, Flex, Popconfirm, Space, Tabs, Typography } from 'antd';
import { CloudDownloadOutlined, DownloadOutlined } from '@ant-design/icons';
import { MESSAGES } from 'shared-contracts';
import { downloadTextFile, toast } from 'web-kit';
import { useLeaveGuard } from 'web-kit/leave-guard';
import { usePopulateServiceArea } from '../../features/service-area/api/populate-service-area';
import { BasicZipManager } from '../../features/service-area/components/BasicZipManager';
import { CoverageStats } from '../../features/service-area/components/CoverageStats';
import { ZipCodeManager } from '../../features/service-area/components/ZipCodeManager';
import { useServiceAreaList } from '../../features/service-area/hooks/use-service-area-list';
import { useZipDraft } from '../../features/service-area/hooks/use-zip-draft';
import { serviceAreaExportFileName, serviceAreaToCsv } from '../../features/service-area/utils/export-csv';

/**
 * /admin/service-area (exposed as ./ServiceArea): the one place ZIP codes are managed (issue 32; Settings links here).
 * Its two editors, the table and the badges of 'Quick Edit', change one working list with one unsaved-changes rule.
 */
export default function ServiceAreaPage() {
  const list = useServiceAreaList();
  const draft = useZipDraft(list.entries);
  const populate = usePopulateServiceArea();
  // Unsaved adds, deletes and edits: leaving the page (or closing the tab) asks first.
  useLeaveGuard(draft.dirty);
  // The refetched list replaces the working list, so with unsaved changes Populate asks first.
  const runPopulate = () => populate.mutate(undefined, { onSuccess: draft.reset });

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
          <Popconfirm
            disabled={!draft.dirty}
            title={MESSAGES.zip.populateDiscardsTitle}
            description={MESSAGES.zip.populateDiscards}
            okText={MESSAGES.zip.populate}
            okButtonProps={{ danger: true }}
            onConfirm={runPopulate}
          >
            <Button
              icon={<CloudDownloadOutlined aria-hidden />}
              loading={populate.isPending}
              onClick={draft.dirty ? undefined : runPopulate}
            >
              {MESSAGES.zip.populate}
            </Button>
          </Popconfirm>
        </Space>
      </Flex>
      <Tabs
        items={[
          {
            key: 'manage',
            label: MESSAGES.zip.manageTab,
            children: <ZipCodeManager list={list} draft={draft} />,
          },
          {
            key: 'quick-edit',
            label: MESSAGES.zip.quickEditTab,
            children: <BasicZipManager list={list} draft={draft} />,
          },
          { key: 'stats', label: MESSAGES.zip.statsTab, children: <CoverageStats /> },
        ]}
      />
    </section>
  );
}

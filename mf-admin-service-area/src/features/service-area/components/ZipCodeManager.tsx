import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Space, Typography } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { LIMITS, MESSAGES, type ServiceAreaEntry } from 'shared-contracts';
import { serviceAreaQueries } from 'web-kit/queries';
import { useSaveZipList } from '../api/replace-service-area';
import { useUpdateServiceAreaEntry } from '../api/update-service-area-entry';
import type { ServiceAreaList } from '../hooks/use-service-area-list';
import type { ZipDraft } from '../hooks/use-zip-draft';
import { paginate } from '../utils/pagination';
import { entriesNeedingDetails, filterEntries, type ZipFilters } from '../utils/zip-list';
import { AddZipForm } from './AddZipForm';
import { EditZipDialog } from './EditZipDialog';
import { PaginationBar } from './PaginationBar';
import { ZipLoadFailedAlert } from './ZipAlerts';
import { ZipFiltersBar } from './ZipFiltersBar';
import { ZipTable } from './ZipTable';

/**
 * The 'Manage ZIP Codes' tab. Add and delete change a local working list that 'Save All Changes' sends with the
 * replace call; the edit dialog saves an entry at once (PUT per entry), except for a ZIP not saved yet, whose details
 * travel with the next 'Save All Changes'.
 */
export function ZipCodeManager({ list, draft }: { list: ServiceAreaList; draft: ZipDraft }) {
  const [filters, setFilters] = useState<ZipFilters>({ search: '', region: 'all' });
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ServiceAreaEntry | null>(null);
  const neighborhoods = useQuery(serviceAreaQueries.neighborhoods());
  const save = useSaveZipList();
  const update = useUpdateServiceAreaEntry();

  const busy = list.isPlaceholder || save.isPending;
  const zips = useMemo(() => draft.entries.map((e) => e.zip_code), [draft.entries]);
  const slice = paginate(filterEntries(draft.entries, filters), page, LIMITS.serviceArea.pageSize);

  const changeFilters = (next: ZipFilters) => {
    setFilters(next);
    setPage(1);
  };

  const saveEdit = (entry: ServiceAreaEntry) => {
    const isSaved = list.entries.some((e) => e.zip_code === entry.zip_code);
    if (!isSaved) {
      draft.patch(entry);
      setEditing(null);
      return;
    }
    update.mutate(entry, {
      onSuccess: () => {
        draft.patch(entry);
        setEditing(null);
      },
    });
  };

  const saveAll = () =>
    save.mutate(
      { zipCodes: zips, details: entriesNeedingDetails(list.entries, draft.entries) },
      { onSuccess: draft.reset },
    );

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
      {list.loadFailed && <ZipLoadFailedAlert />}
      <AddZipForm existingZips={zips} onAdd={draft.add} disabled={busy || list.isLoading} />
      <ZipFiltersBar filters={filters} neighborhoods={neighborhoods.data ?? []} onChange={changeFilters} />
      <ZipTable
        entries={slice.items}
        loading={list.isLoading}
        disabled={busy}
        onEdit={setEditing}
        onDelete={draft.remove}
      />
      <PaginationBar slice={slice} onPage={setPage} />
      <Flex justify="space-between" align="center" wrap gap="middle">
        <Typography.Text type="secondary">
          {draft.dirty
            ? 'You have unsaved changes.'
            : `${draft.entries.length} ZIP codes in the service area.`}
        </Typography.Text>
        <Button
          type="primary"
          icon={<SaveOutlined aria-hidden />}
          disabled={!draft.dirty || list.isPlaceholder}
          loading={save.isPending}
          onClick={saveAll}
        >
          {MESSAGES.zip.saveAllChanges}
        </Button>
      </Flex>
      <EditZipDialog
        entry={editing}
        saving={update.isPending}
        onSave={saveEdit}
        onClose={() => setEditing(null)}
      />
    </Space>
  );
}

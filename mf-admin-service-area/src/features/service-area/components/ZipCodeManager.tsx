import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Flex, Space, Typography } from 'antd';
import { SaveOutlined, UndoOutlined } from '@ant-design/icons';
import { LIMITS, MESSAGES, type ServiceAreaEntry } from 'shared-contracts';
import { serviceAreaQueries } from 'web-kit/queries';
import { useSaveZipDraft } from '../hooks/use-save-zip-draft';
import type { ServiceAreaList } from '../hooks/use-service-area-list';
import type { ZipDraft } from '../hooks/use-zip-draft';
import { paginate } from '../utils/pagination';
import { filterEntries, type ZipFilters } from '../utils/zip-list';
import { AddZipForm } from './AddZipForm';
import { EditZipDialog } from './EditZipDialog';
import { PaginationBar } from './PaginationBar';
import { ZipLoadFailedAlert } from './ZipAlerts';
import { ZipFiltersBar } from './ZipFiltersBar';
import { ZipTable } from './ZipTable';

/**
 * The 'Manage ZIP Codes' tab. One rule for every change: add, delete and the edit dialog change a working list, the
 * rows say what is new or edited, a line counts what is unsaved, and only 'Save All Changes' writes (the replace call,
 * then each new or edited entry's details). 'Discard Changes' goes back to the saved list.
 */
export function ZipCodeManager({ list, draft }: { list: ServiceAreaList; draft: ZipDraft }) {
  const [filters, setFilters] = useState<ZipFilters>({ search: '', region: 'all' });
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<ServiceAreaEntry | null>(null);
  const neighborhoods = useQuery(serviceAreaQueries.neighborhoods());
  const { saveDraft, isSaving, saveButtonRef, summaryRef } = useSaveZipDraft(list, draft);

  const busy = list.isPlaceholder || isSaving;
  const zips = useMemo(() => draft.entries.map((e) => e.zip_code), [draft.entries]);
  const slice = paginate(filterEntries(draft.entries, filters), page, LIMITS.serviceArea.pageSize);

  const changeFilters = (next: ZipFilters) => {
    setFilters(next);
    setPage(1);
  };

  const saveEdit = (entry: ServiceAreaEntry) => {
    draft.edit(entry);
    setEditing(null);
  };

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
        rowChange={draft.rowChange}
      />
      <PaginationBar slice={slice} onPage={setPage} />
      <Flex justify="space-between" align="center" wrap gap="middle">
        <Typography.Text
          ref={summaryRef}
          tabIndex={-1}
          type={draft.dirty ? 'warning' : 'secondary'}
          role="status"
        >
          {draft.dirty
            ? MESSAGES.zip.unsavedSummary({
                added: draft.changes.added.length,
                removed: draft.changes.removed.length,
                edited: draft.changes.edited.length,
              })
            : MESSAGES.zip.listCount(draft.entries.length)}
        </Typography.Text>
        <Space wrap>
          <Button icon={<UndoOutlined aria-hidden />} disabled={!draft.dirty || busy} onClick={draft.reset}>
            {MESSAGES.zip.discardChanges}
          </Button>
          <Button
            ref={saveButtonRef}
            type="primary"
            icon={<SaveOutlined aria-hidden />}
            disabled={!draft.dirty || list.isPlaceholder}
            loading={isSaving}
            onClick={saveDraft}
          >
            {MESSAGES.zip.saveAllChanges}
          </Button>
        </Space>
      </Flex>
      <EditZipDialog entry={editing} onSave={saveEdit} onClose={() => setEditing(null)} />
    </Space>
  );
}

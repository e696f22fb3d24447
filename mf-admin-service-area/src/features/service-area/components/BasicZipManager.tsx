import { useMemo, useState } from 'react';
import { Button, Flex, Input, Tabs, Tag, Typography } from 'antd';
import { CloseOutlined, SaveOutlined, SearchOutlined } from '@ant-design/icons';
import { MESSAGES } from 'shared-contracts';
import { useSaveZipDraft } from '../hooks/use-save-zip-draft';
import type { ServiceAreaList } from '../hooks/use-service-area-list';
import type { ZipDraft } from '../hooks/use-zip-draft';
import { ZipLoadFailedAlert } from './ZipAlerts';
import { filterEntries, type RegionTab } from '../utils/zip-list';
import { AddZipBox } from './AddZipBox';

const TABS: { key: RegionTab; label: string }[] = [
  { key: 'all', label: MESSAGES.zip.allZipCodes },
  { key: 'San Antonio', label: MESSAGES.zip.sanAntonioArea },
];

/**
 * The basic ZIP manager of spec sections 2 and 4, the Service Area page's 'Quick Edit' tab (issue 32: ZIP codes are
 * managed in one place, which Settings links to): the same working list as 'Manage ZIP Codes', seen as badges. Add
 * and remove set the unsaved-changes flag; 'Save Changes' saves the list as the page does, then clears the flag (and
 * the browser-storage copy of the list, in useSaveZipList). A new ZIP gets the API's defaults: no neighborhood, region
 * San Antonio.
 */
export function BasicZipManager({ list, draft }: { list: ServiceAreaList; draft: ZipDraft }) {
  const { saveDraft, isSaving, saveButtonRef, summaryRef } = useSaveZipDraft(list, draft);
  const [tab, setTab] = useState<RegionTab>('all');
  const [search, setSearch] = useState('');

  const zips = useMemo(() => draft.entries.map((e) => e.zip_code), [draft.entries]);
  const shown = filterEntries(draft.entries, { search, region: tab });
  const busy = list.isPlaceholder || list.isLoading || isSaving;

  return (
    <Flex vertical gap="middle">
      {list.loadFailed && <ZipLoadFailedAlert />}
      <Tabs activeKey={tab} onChange={(key) => setTab(key as RegionTab)} items={TABS} />
      <Input
        allowClear
        prefix={<SearchOutlined aria-hidden />}
        aria-label="Search ZIP codes"
        placeholder="Search ZIP codes..."
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        style={{ maxWidth: 320 }}
      />
      <AddZipBox existingZips={zips} disabled={busy} onAdd={draft.add} />
      <ul
        aria-label="ZIP codes"
        style={{ listStyle: 'none', padding: 0, margin: 0, display: 'flex', flexWrap: 'wrap', gap: 8 }}
      >
        {shown.map((entry) => (
          <li key={entry.zip_code}>
            <Tag style={{ marginInlineEnd: 0 }}>
              {entry.zip_code}
              <Button
                type="text"
                size="small"
                icon={<CloseOutlined />}
                aria-label={`Remove ${entry.zip_code}`}
                disabled={busy}
                onClick={() => draft.remove(entry.zip_code)}
              />
            </Tag>
          </li>
        ))}
      </ul>
      <Typography.Text ref={summaryRef} tabIndex={-1} type="secondary" aria-live="polite">
        {`Showing ${shown.length} of ${draft.entries.length} ZIP codes`}
        {draft.dirty ? ' (unsaved changes)' : ''}
      </Typography.Text>
      <div>
        <Button
          type="primary"
          icon={<SaveOutlined aria-hidden />}
          ref={saveButtonRef}
          disabled={!draft.dirty || list.isPlaceholder}
          loading={isSaving}
          onClick={saveDraft}
        >
          {MESSAGES.content.saveChanges}
        </Button>
      </div>
    </Flex>
  );
}

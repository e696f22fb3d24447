import { Flex, Input, Select, Tabs } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { MESSAGES } from 'shared-contracts';
import type { RegionTab, ZipFilters } from '../utils/zip-list';

const REGION_TABS: { key: RegionTab; label: string }[] = [
  { key: 'all', label: MESSAGES.zip.allRegions },
  { key: 'San Antonio', label: MESSAGES.zip.sanAntonioArea },
];

/** Search, neighborhood filter (names from the neighborhoods call) and the region tabs. */
export function ZipFiltersBar({
  filters,
  neighborhoods,
  onChange,
}: {
  filters: ZipFilters;
  neighborhoods: readonly string[];
  onChange: (next: ZipFilters) => void;
}) {
  return (
    <>
      <Flex gap="middle" wrap>
        <Input
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          aria-label="Search ZIP codes"
          placeholder="Search ZIP codes or neighborhoods..."
          value={filters.search}
          onChange={(event) => onChange({ ...filters, search: event.target.value })}
          style={{ maxWidth: 320 }}
        />
        <Select
          allowClear
          showSearch
          aria-label="Filter by neighborhood"
          placeholder="All Neighborhoods"
          value={filters.neighborhood}
          onChange={(value?: string) => onChange({ ...filters, neighborhood: value ?? undefined })}
          options={neighborhoods.map((name) => ({ label: name, value: name }))}
          style={{ minWidth: 240 }}
        />
      </Flex>
      <Tabs
        activeKey={filters.region}
        onChange={(key) => onChange({ ...filters, region: key as RegionTab })}
        items={REGION_TABS}
      />
    </>
  );
}

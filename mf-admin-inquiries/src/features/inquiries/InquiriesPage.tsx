import { Alert, Button, Flex, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { Inquiry } from 'shared-contracts';
import { downloadTextFile } from 'shared-contracts/client';
import { useDeleteInquiry } from './api/delete-inquiry';
import { inquiryQueries, type InquiryListFilter } from './api/inquiry-queries';
import { DeleteInquiryModal } from './components/DeleteInquiryModal';
import { InquiriesTable } from './components/InquiriesTable';
import { InquiriesToolbar } from './components/InquiriesToolbar';
import { InquiryDetailsModal } from './components/InquiryDetailsModal';
import { useLoadErrorToast } from './hooks/use-load-error-toast';
import { inquiryErrorMessage } from './utils/error-messages';
import { filterInquiries } from './utils/filter-inquiries';
import { inquiriesCsvFileName, inquiriesToCsv } from './utils/inquiries-csv';

const EMPTY: readonly Inquiry[] = [];

/** /admin/inquiries (exposed as ./Inquiries): the inbox of quote requests. */
export default function InquiriesPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<InquiryListFilter>('all');
  const [selected, setSelected] = useState<Inquiry | null>(null);
  const [toDelete, setToDelete] = useState<Inquiry | null>(null);

  // The status filter goes to the API; the search runs on what came back (spec section 2).
  const list = useQuery(inquiryQueries.list(status === 'all' ? undefined : status));
  useLoadErrorToast(list.error);
  const inquiries = list.data ?? EMPTY;
  const visible = useMemo(() => filterInquiries(inquiries, search), [inquiries, search]);
  const remove = useDeleteInquiry();

  // The dialog follows fresh data (polling, another tab's change) but keeps its copy if the inquiry leaves the list.
  const shown = selected ? (inquiries.find((inquiry) => inquiry.id === selected.id) ?? selected) : null;

  const exportCsv = () => downloadTextFile(inquiriesCsvFileName(new Date()), inquiriesToCsv(visible));

  const confirmDelete = () => {
    if (!toDelete) return;
    remove.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
  };

  return (
    <section aria-labelledby="inquiries-heading">
      <Flex vertical gap="middle">
        <Typography.Title id="inquiries-heading" level={1} style={{ fontSize: 28, margin: 0 }}>
          Inquiries
        </Typography.Title>
        <InquiriesToolbar
          search={search}
          onSearchChange={setSearch}
          status={status}
          onStatusChange={setStatus}
          onExport={exportCsv}
          exportDisabled={visible.length === 0}
        />
        {list.isError && (
          <Alert
            type="error"
            showIcon
            title={inquiryErrorMessage(list.error, 'load')}
            action={
              <Button size="small" onClick={() => void list.refetch()}>
                Retry
              </Button>
            }
          />
        )}
        <InquiriesTable
          inquiries={visible}
          loading={list.isPending}
          onView={setSelected}
          onDelete={setToDelete}
        />
      </Flex>
      <InquiryDetailsModal inquiry={shown} onClose={() => setSelected(null)} onSaved={setSelected} />
      <DeleteInquiryModal
        open={toDelete !== null}
        deleting={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}

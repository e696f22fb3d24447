import { Alert, Button, Flex, Typography } from 'antd';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { LIMITS, type AdminInquiry, type InquiryOrder } from 'shared-contracts';
import { useStore } from 'zustand';
import { authStore, downloadTextFile, MOBILE_MEDIA_QUERY, toast, useMediaQuery } from 'web-kit';
import { useDeleteInquiry } from '../../features/inquiries/api/delete-inquiry';
import { getInquiries, inquiryQueries, type InquiryListFilter } from 'web-kit/queries';
import { DeleteInquiryModal } from '../../features/inquiries/components/DeleteInquiryModal';
import { InquiriesTable } from '../../features/inquiries/components/InquiriesTable';
import { InquiryCards } from '../../features/inquiries/components/InquiryCards';
import { InquiriesToolbar } from '../../features/inquiries/components/InquiriesToolbar';
import { useDebouncedValue } from '../../features/inquiries/hooks/use-debounced-value';
import { useLinkedInquiry } from '../../features/inquiries/hooks/use-linked-inquiry';
import { inquiryErrorMessage } from '../../features/inquiries/utils/error-messages';
import { inquiriesCsvFileName, inquiriesToCsv } from '../../features/inquiries/utils/inquiries-csv';

// The details dialog (its notes, reply and follow-up forms and their zod rules) is code of its own, fetched when an
// inquiry is first opened: the inbox's first load lists inquiries without it (issue 44).
const InquiryDetailsModal = lazy(() =>
  import('../../features/inquiries/components/InquiryDetailsModal').then((module) => ({
    default: module.InquiryDetailsModal,
  })),
);

const EMPTY: readonly AdminInquiry[] = [];
/** Long enough to type a word, short enough to feel immediate. */
const SEARCH_DEBOUNCE_MS = 250;

/**
 * /admin/inquiries (exposed as ./Inquiries): the inbox of quote requests. The API pages, searches, filters and
 * sorts (issue 13): the browser holds one page, however many inquiries there are, and an unchanged poll is a 304.
 * On a phone (under 768px) the same page shows as cards (issue 17).
 */
export default function InquiriesPage() {
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<InquiryListFilter>('all');
  const [assignee, setAssignee] = useState('');
  const [due, setDue] = useState(false);
  const myEmail = useStore(authStore, (state) => state.user?.email ?? undefined);
  const [order, setOrder] = useState<InquiryOrder>('desc');
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<number>(LIMITS.inquiryList.pageSizeDefault);
  const [selected, setSelected] = useState<AdminInquiry | null>(null);
  const [toDelete, setToDelete] = useState<AdminInquiry | null>(null);
  const [exporting, setExporting] = useState(false);
  const settledSearch = useDebouncedValue(search.trim(), SEARCH_DEBOUNCE_MS);
  const filterStatus = status === 'all' ? undefined : status;
  const isPhone = useMediaQuery(MOBILE_MEDIA_QUERY);

  const list = useQuery({
    ...inquiryQueries.page({ status: filterStatus, search: settledSearch, order, page, pageSize, assignee, due }),
    // The table keeps the previous page while the next one loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });
  const inquiries = list.data?.items ?? EMPTY;
  const total = list.data?.total ?? 0;
  // One error state at a time (issue 17): a failed load shows its alert (the spec's message) with Retry, not also a
  // toast and an empty list saying 'No inquiries found'. Rows already shown stay under the alert of a failed poll.
  const showList = !list.isError || inquiries.length > 0;
  const loading = list.isPending || (list.isPlaceholderData && list.isFetching);
  const remove = useDeleteInquiry();
  // Deep link (?inquiry=<id>, a new quote's e-mail or alert): looked up in the first page of the unfiltered list,
  // newest first, which is the one shown on arrival.
  const linked = useLinkedInquiry(status === 'all' ? list.data?.items : undefined, setSelected);

  // The dialog follows fresh data (polling, another tab's change) but keeps its copy if the inquiry leaves the page.
  const shown = selected ? (inquiries.find((inquiry) => inquiry.id === selected.id) ?? selected) : null;
  const [detailsRequested, setDetailsRequested] = useState(false);
  if (shown && !detailsRequested) setDetailsRequested(true);

  /** Every inquiry matching the search and filter (not only this page), newest first, as the spec's export did. */
  const exportCsv = async () => {
    setExporting(true);
    try {
      const all = await getInquiries(filterStatus, undefined, settledSearch || undefined);
      downloadTextFile(inquiriesCsvFileName(new Date()), inquiriesToCsv(all));
    } catch (error) {
      toast({ variant: 'destructive', title: inquiryErrorMessage(error, 'load') });
    } finally {
      setExporting(false);
    }
  };

  const confirmDelete = () => {
    if (!toDelete) return;
    // Deleting the last row of a page moves back one page, instead of showing an empty one.
    const emptiesPage = inquiries.length === 1 && page > 1;
    remove.mutate(toDelete.id, {
      onSuccess: () => emptiesPage && setPage(page - 1),
      onSettled: () => setToDelete(null),
    });
  };

  return (
    <section aria-labelledby="inquiries-heading">
      <Flex vertical gap="middle">
        <Typography.Title id="inquiries-heading" level={1} style={{ margin: 0 }}>
          Inquiries
        </Typography.Title>
        <InquiriesToolbar
          search={search}
          onSearchChange={(text) => {
            setSearch(text);
            setPage(1); // new filters start at the first page
          }}
          status={status}
          onStatusChange={(next) => {
            setStatus(next);
            setPage(1);
          }}
          onExport={() => void exportCsv()}
          exportDisabled={total === 0 || exporting}
          assignee={assignee}
          onAssigneeChange={(next) => {
            setAssignee(next);
            setPage(1);
          }}
          myEmail={myEmail}
          due={due}
          onDueChange={(next) => {
            setDue(next);
            setPage(1);
          }}
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
        {showList &&
          (isPhone ? (
            <InquiryCards
              inquiries={inquiries}
              loading={loading}
              pagination={{ page, pageSize, total }}
              onPageChange={setPage}
              onView={setSelected}
              onDelete={setToDelete}
            />
          ) : (
            <InquiriesTable
              inquiries={inquiries}
              loading={loading}
              order={order}
              pagination={{ page, pageSize, total }}
              onChange={(next) => {
                if (next.order !== order) {
                  setOrder(next.order);
                  setPage(1);
                } else {
                  setPage(next.page);
                }
                setPageSize(next.pageSize);
              }}
              onView={setSelected}
              onDelete={setToDelete}
            />
          ))}
      </Flex>
      {/* Mounted from the first open on, so closing can animate and reopening is instant. */}
      {detailsRequested && (
        <Suspense fallback={null}>
          <InquiryDetailsModal
            inquiry={shown}
            onClose={() => {
              setSelected(null);
              linked.clear();
            }}
            onSaved={setSelected}
          />
        </Suspense>
      )}
      <DeleteInquiryModal
        open={toDelete !== null}
        deleting={remove.isPending}
        onConfirm={confirmDelete}
        onCancel={() => setToDelete(null)}
      />
    </section>
  );
}

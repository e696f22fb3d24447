import { Button, Flex, Typography } from 'antd';
import { MESSAGES } from 'shared-contracts';
import type { PageSlice } from '../utils/pagination';

export function PaginationBar({
  slice,
  onPage,
}: {
  slice: Pick<PageSlice<unknown>, 'page' | 'pageCount' | 'hasPrevious' | 'hasNext'>;
  onPage: (page: number) => void;
}) {
  return (
    <Flex gap="middle" align="center" justify="flex-end" role="navigation" aria-label="ZIP code pages">
      <Button disabled={!slice.hasPrevious} onClick={() => onPage(slice.page - 1)}>
        Previous
      </Button>
      <Typography.Text aria-live="polite">{MESSAGES.zip.pageOf(slice.page, slice.pageCount)}</Typography.Text>
      <Button disabled={!slice.hasNext} onClick={() => onPage(slice.page + 1)}>
        Next
      </Button>
    </Flex>
  );
}

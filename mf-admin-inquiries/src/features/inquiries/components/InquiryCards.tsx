import { Card, Empty, Pagination, Spin, Typography } from 'antd';
import { formatBusinessDateTime, MESSAGES, type AdminInquiry } from 'shared-contracts';
import { useBusinessTimeZone } from 'web-kit/queries';
import { InquiryActions } from './InquiryActions';
import { StatusTag } from './StatusTag';
import './inquiry-cards.css';

export interface InquiryCardsProps {
  /** One page of the inbox, as the API sorted and cut it (the same page the table would show). */
  inquiries: readonly AdminInquiry[];
  loading: boolean;
  pagination: { page: number; pageSize: number; total: number };
  onPageChange: (page: number) => void;
  onView: (inquiry: AdminInquiry) => void;
  onDelete: (inquiry: AdminInquiry) => void;
}

/**
 * The inbox on a phone (under the 768px breakpoint): one card per inquiry with its name, status, project type, date
 * and both actions in reach, instead of a table that scrolls sideways.
 */
export function InquiryCards({
  inquiries,
  loading,
  pagination,
  onPageChange,
  onView,
  onDelete,
}: InquiryCardsProps) {
  const timeZone = useBusinessTimeZone();
  return (
    <Spin spinning={loading}>
      {inquiries.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={MESSAGES.inquiry.empty} />
      ) : (
        <ul className="inquiry-cards" aria-label="Inquiries">
          {inquiries.map((inquiry) => (
            <li key={inquiry.id}>
              <Card size="small" title={inquiry.name} extra={<StatusTag status={inquiry.status} />}>
                <p className="inquiry-card__line">{inquiry.projectType}</p>
                {inquiry.photos?.length ? (
                  <p className="inquiry-card__line">{MESSAGES.inquiryPhotos.count(inquiry.photos.length)}</p>
                ) : null}
                <Typography.Text type="secondary">
                  <time dateTime={inquiry.date}>{formatBusinessDateTime(inquiry.date, timeZone)}</time>
                </Typography.Text>
                <div className="inquiry-card__actions">
                  <InquiryActions inquiry={inquiry} onView={onView} onDelete={onDelete} withText />
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}
      <Pagination
        className="inquiry-cards__pagination"
        size="small"
        align="center"
        current={pagination.page}
        pageSize={pagination.pageSize}
        total={pagination.total}
        hideOnSinglePage
        showSizeChanger={false}
        showTotal={(total, [from, to]) => MESSAGES.inquiry.pageSummary(from, to, total)}
        onChange={onPageChange}
      />
    </Spin>
  );
}

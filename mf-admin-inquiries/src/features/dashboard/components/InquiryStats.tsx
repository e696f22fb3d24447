import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row } from 'antd';
import { MESSAGES } from 'shared-contracts';
import { toast } from 'web-kit';
import { inquiryQueries } from 'web-kit/queries';

const CARDS = [
  { key: 'total', title: MESSAGES.dashboard.totalInquiries },
  { key: 'New', title: MESSAGES.dashboard.newInquiries },
  { key: 'Responded', title: MESSAGES.dashboard.respondedInquiries },
] as const;

/** Total, New and Responded counts from GET /api/admin/inquiries/counts (counted by the database, one small answer). */
export function InquiryStats() {
  const { data: counts, isPending, isError, errorUpdatedAt } = useQuery(inquiryQueries.counts());

  // Spec section 8: a failed load also toasts, once per failure (not on every render).
  useEffect(() => {
    if (isError) toast({ variant: 'destructive', title: MESSAGES.inquiry.loadFailed });
  }, [isError, errorUpdatedAt]);

  return (
    <Row gutter={[16, 16]}>
      {CARDS.map((card) => (
        <Col key={card.key} xs={24} md={8}>
          <Card title={card.title} aria-label={card.title} role="region">
            <p className="dashboard-card__value">
              {counts && !isError
                ? counts[card.key]
                : isPending
                  ? MESSAGES.dashboard.loading
                  : MESSAGES.dashboard.loadError}
            </p>
          </Card>
        </Col>
      ))}
    </Row>
  );
}

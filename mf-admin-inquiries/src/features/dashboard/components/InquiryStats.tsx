import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row } from 'antd';
import { MESSAGES } from 'shared-contracts';
import { toast } from 'shared-contracts/client';
import { inquiryQueries } from '../../inquiries/api/inquiry-queries';
import { countInquiries } from '../utils/count-inquiries';

const CARDS = [
  { key: 'total', title: MESSAGES.dashboard.totalInquiries },
  { key: 'new', title: MESSAGES.dashboard.newInquiries },
  { key: 'responded', title: MESSAGES.dashboard.respondedInquiries },
] as const;

/** Total, New and Responded counts from GET /api/admin/inquiries (the same cached list the Inquiries page uses). */
export function InquiryStats() {
  const { data, isPending, isError, errorUpdatedAt } = useQuery(inquiryQueries.list());

  // Spec section 8: a failed load also toasts, once per failure (not on every render).
  useEffect(() => {
    if (isError) toast({ variant: 'destructive', title: MESSAGES.inquiry.loadFailed });
  }, [isError, errorUpdatedAt]);

  const counts = data ? countInquiries(data) : undefined;
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

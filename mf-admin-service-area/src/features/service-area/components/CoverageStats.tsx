import { Alert, Card, Col, Row, Statistic } from 'antd';
import { MESSAGES } from 'shared-contracts';

/** Static placeholder figures (spec section 2): not computed from the list. */
export function CoverageStats() {
  return (
    <>
      <Row gutter={[16, 16]}>
        {MESSAGES.zip.coverageStats.map(({ value, label }) => (
          <Col key={label} xs={24} md={8}>
            <Card>
              <Statistic title={label} value={value} />
            </Card>
          </Col>
        ))}
      </Row>
      <Alert style={{ marginTop: 16 }} type="info" showIcon title={MESSAGES.zip.mapComingSoon} />
    </>
  );
}

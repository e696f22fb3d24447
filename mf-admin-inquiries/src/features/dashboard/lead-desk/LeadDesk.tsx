import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Card, Col, Row, Spin } from 'antd';
import { adminInquiryPath, INQUIRY_STATUSES, MESSAGES, type DashboardFigures } from 'shared-contracts';
import { followInternalLink, toast } from 'web-kit';
import { dashboardQueries } from '../api/dashboard-queries';
import { leadAge } from './lead-age';
import LeadsTrendChart from './LeadsTrendChart';
import './lead-desk.css';

const t = MESSAGES.dashboard;

function WeekCard({ figures }: { figures: DashboardFigures }) {
  return (
    <Card title={t.thisWeek} role="region" aria-label={t.thisWeek}>
      <p className="dashboard-card__value">{figures.thisWeek.total}</p>
      <p className="lead-desk__muted">{t.lastWeek(figures.lastWeek.total)}</p>
      <ul className="lead-desk__statuses">
        {INQUIRY_STATUSES.map((status) => (
          <li key={status}>{t.byStatus(status, figures.thisWeek.byStatus[status])}</li>
        ))}
      </ul>
    </Card>
  );
}

function WaitingCard({ figures }: { figures: DashboardFigures }) {
  const now = new Date(figures.generatedAt);
  const { count, oldest } = figures.waiting;
  return (
    <Card title={`${t.waitingTitle} (${count})`} role="region" aria-label={t.waitingTitle}>
      {oldest.length === 0 ? (
        <p>{t.waitingNone}</p>
      ) : (
        <>
          <ol className="lead-desk__list">
            {oldest.map((lead) => (
              <li key={lead.id}>
                <a href={adminInquiryPath(lead.id)} onClick={followInternalLink} className="lead-desk__lead">
                  {lead.name}
                </a>{' '}
                <span className="lead-desk__muted">
                  {lead.projectType}, {t.waitingAge(leadAge(lead.createdAt, now))}
                </span>
              </li>
            ))}
          </ol>
          {count > oldest.length ? (
            <p className="lead-desk__muted">{t.waitingMore(oldest.length, count)}</p>
          ) : null}
        </>
      )}
    </Card>
  );
}

function ResponseCard({ hours }: { hours: number | null }) {
  return (
    <Card title={t.medianResponse} role="region" aria-label={t.medianResponse}>
      <p className="dashboard-card__value">{hours === null ? t.medianNone : t.hours(hours)}</p>
      <p className="lead-desk__muted">{t.medianResponseHint}</p>
    </Card>
  );
}

function TrendCard({ trend, timeZone }: Pick<DashboardFigures, 'trend' | 'timeZone'>) {
  return (
    <Card title={t.trendTitle} role="region" aria-label={t.trendTitle}>
      <LeadsTrendChart trend={trend} />
      {/* In a clipped box: a table keeps its content's width whatever width it is given. */}
      <div className="lead-desk__visually-hidden">
        <table>
          <caption>{t.trendCaption(timeZone)}</caption>
          <thead>
            <tr>
              <th scope="col">{t.weekOf}</th>
              <th scope="col">{t.leads}</th>
            </tr>
          </thead>
          <tbody>
            {trend.map((week) => (
              <tr key={week.weekStart}>
                <td>{week.weekStart}</td>
                <td>{week.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Card>
  );
}

function TopList({ title, rows }: { title: string; rows: { label: string; count: number }[] }) {
  return (
    <Card title={title} role="region" aria-label={title}>
      <p className="lead-desk__muted">{t.whereFromHint}</p>
      {rows.length === 0 ? (
        <p>{t.noLeadsYet}</p>
      ) : (
        <ol className="lead-desk__list">
          {rows.map((row) => (
            <li key={row.label} className="lead-desk__top-row">
              <span className="lead-desk__top-label">{row.label}</span> <span>{row.count}</span>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}

function FunnelCard({ funnel }: { funnel: DashboardFigures['funnel'] }) {
  const steps = [
    { label: t.funnelVisits, value: funnel.visits, rate: '' },
    { label: t.funnelStarts, value: funnel.starts, rate: t.funnelRate(funnel.starts, funnel.visits) },
    { label: t.funnelSends, value: funnel.sends, rate: t.funnelRate(funnel.sends, funnel.starts) },
  ];
  return (
    <Card title={t.funnelTitle} role="region" aria-label={t.funnelTitle}>
      <dl className="lead-desk__funnel">
        {steps.map((step) => (
          <div key={step.label}>
            <dt>{step.label}</dt>
            <dd>
              <span className="dashboard-card__value">{step.value}</span>{' '}
              {step.rate ? <span className="lead-desk__muted">{step.rate}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </Card>
  );
}

/** How business is going (issue 32): the week's leads, who waits for an answer, how fast staff answer, the trend. */
export function LeadDesk() {
  const { data, isError, errorUpdatedAt } = useQuery(dashboardQueries.figures());
  useEffect(() => {
    if (isError) toast({ variant: 'destructive', title: t.leadDeskFailed });
  }, [isError, errorUpdatedAt]);
  if (!data) return isError ? <p role="alert">{t.leadDeskFailed}</p> : <Spin />;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} md={8}>
        <WeekCard figures={data} />
      </Col>
      <Col xs={24} md={8}>
        <ResponseCard hours={data.medianFirstResponseHours} />
      </Col>
      <Col xs={24} md={8}>
        <FunnelCard funnel={data.funnel} />
      </Col>
      <Col xs={24} lg={12}>
        <WaitingCard figures={data} />
      </Col>
      <Col xs={24} lg={12}>
        <TrendCard trend={data.trend} timeZone={data.timeZone} />
      </Col>
      <Col xs={24} md={12}>
        <TopList
          title={t.zipCodesTitle}
          rows={data.topZipCodes.map((row) => ({ label: row.zipCode, count: row.count }))}
        />
      </Col>
      <Col xs={24} md={12}>
        <TopList
          title={t.projectTypesTitle}
          rows={data.topProjectTypes.map((row) => ({ label: row.projectType, count: row.count }))}
        />
      </Col>
    </Row>
  );
}

import { Alert, Button, Skeleton, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { formatBusinessDateTime, MESSAGES, type InquiryTimelineEntry } from 'shared-contracts';
import { inquiryQueries, useBusinessTimeZone } from 'web-kit/queries';
import './inquiry-timeline.css';

const m = MESSAGES.inquiry;

function TimelineEntry({ entry }: { entry: InquiryTimelineEntry }) {
  const timeZone = useBusinessTimeZone();
  return (
    <li className={`inquiry-timeline__entry inquiry-timeline__entry--${entry.kind}`}>
      {entry.kind === 'note' ? (
        <p className="inquiry-timeline__text">{entry.text}</p>
      ) : entry.kind === 'reply' ? (
        <>
          <p className="inquiry-timeline__label">{m.replyEntry}</p>
          <p className="inquiry-timeline__text inquiry-timeline__text--reply">{entry.text}</p>
        </>
      ) : (
        <p className="inquiry-timeline__text">{m.statusChangeEntry(entry.from, entry.to)}</p>
      )}
      <Typography.Text type="secondary" className="inquiry-timeline__byline">
        {entry.staffEmail} · <time dateTime={entry.at}>{formatBusinessDateTime(entry.at, timeZone)}</time>
      </Typography.Text>
    </li>
  );
}

/** One inquiry's internal notes and status changes as one list, newest first (the API's order). */
export function InquiryTimeline({ inquiryId }: { inquiryId: string }) {
  const timeline = useQuery(inquiryQueries.timeline(inquiryId));

  if (timeline.isPending) return <Skeleton active paragraph={{ rows: 2 }} title={false} />;
  if (timeline.isError) {
    return (
      <Alert
        type="error"
        showIcon
        title={m.timelineLoadFailed}
        action={
          <Button size="small" onClick={() => void timeline.refetch()}>
            Retry
          </Button>
        }
      />
    );
  }
  if (timeline.data.length === 0)
    return <Typography.Text type="secondary">{m.timelineEmpty}</Typography.Text>;
  return (
    <ol className="inquiry-timeline" aria-label={m.timelineTitle}>
      {timeline.data.map((entry) => (
        <TimelineEntry key={entry.id} entry={entry} />
      ))}
    </ol>
  );
}

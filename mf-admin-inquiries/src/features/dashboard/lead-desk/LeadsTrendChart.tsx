import { MESSAGES, type DashboardFigures } from 'shared-contracts';

/** Share of a week's slot its bar takes. */
const BAR = 0.7;

/** Up to five whole-number steps from 0 to at least `max` (a count's axis never shows 2.5 leads). */
export function axisTicks(max: number): number[] {
  const step = Math.max(1, Math.ceil(max / 4));
  const ticks = [0];
  while (ticks[ticks.length - 1]! < max) ticks.push(ticks[ticks.length - 1]! + step);
  return ticks.length > 1 ? ticks : [0, 1];
}

/**
 * The 12-week trend as bars, drawn with SVG and CSS (issue 44: Chart.js was 41 KiB of the dashboard's first load for
 * twelve bars). A picture: hidden from assistive technology, the caller gives the numbers as a table; each bar says
 * its week and count on hover (its title). The bars stretch to the card's width; the labels are text, never stretched.
 */
export default function LeadsTrendChart({ trend }: { trend: DashboardFigures['trend'] }) {
  const ticks = axisTicks(Math.max(0, ...trend.map((week) => week.count)));
  const top = ticks[ticks.length - 1]!;
  const share = (value: number) => `${(value / top) * 100}%`;
  const weeks = Math.max(1, trend.length);
  return (
    <div className="lead-desk__chart" aria-hidden="true">
      <div className="lead-desk__chart-axis">
        {ticks.map((tick) => (
          <span key={tick} style={{ bottom: share(tick) }}>
            {tick}
          </span>
        ))}
      </div>
      <div className="lead-desk__chart-plot">
        <svg viewBox={`0 0 ${weeks} 100`} preserveAspectRatio="none" focusable="false">
          {ticks.map((tick) => (
            <line
              key={tick}
              x1={0}
              x2={weeks}
              y1={100 - (tick / top) * 100}
              y2={100 - (tick / top) * 100}
              className="lead-desk__chart-grid"
            />
          ))}
          {trend.map((week, index) => (
            <rect
              key={week.weekStart}
              x={index + (1 - BAR) / 2}
              y={100 - (week.count / top) * 100}
              width={BAR}
              height={(week.count / top) * 100}
              className="lead-desk__chart-bar"
            >
              <title>{`${week.weekStart.slice(5)}: ${week.count} ${MESSAGES.dashboard.leads}`}</title>
            </rect>
          ))}
        </svg>
        <div className="lead-desk__chart-weeks">
          {trend.map((week) => (
            <span key={week.weekStart}>{week.weekStart.slice(5)}</span>
          ))}
        </div>
      </div>
    </div>
  );
}

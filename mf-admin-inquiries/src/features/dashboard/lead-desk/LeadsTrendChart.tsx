import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, LinearScale, Tooltip } from 'chart.js';
import { MESSAGES, type DashboardFigures } from 'shared-contracts';
import { COLORS } from 'web-kit/design-tokens';

// Only the parts a bar chart uses (Chart.js is tree-shakable): this module is its own chunk, loaded with the dashboard.
Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip);

/** The 12-week trend as bars; a canvas is a picture, so the caller also gives the numbers as a table. */
export default function LeadsTrendChart({ trend }: { trend: DashboardFigures['trend'] }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return undefined;
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: {
        labels: trend.map((week) => week.weekStart.slice(5)),
        datasets: [
          {
            label: MESSAGES.dashboard.leads,
            data: trend.map((week) => week.count),
            backgroundColor: COLORS.brick,
          },
        ],
      },
      options: {
        animation: false,
        maintainAspectRatio: false,
        scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
      },
    });
    return () => chart.destroy();
  }, [trend]);
  return (
    <div className="lead-desk__chart">
      <canvas ref={canvas} aria-hidden="true" />
    </div>
  );
}

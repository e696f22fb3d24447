import { render } from '@testing-library/react';
import LeadsTrendChart, { axisTicks } from './LeadsTrendChart';

const week = (day: number, count: number) => ({
  weekStart: `2026-10-${String(day).padStart(2, '0')}`,
  count,
});

describe('LeadsTrendChart', () => {
  it('draws a bar per week, its height the count against the axis top, with the week and count as its title', () => {
    const { container } = render(<LeadsTrendChart trend={[week(5, 0), week(12, 4), week(19, 8)]} />);
    const bars = [...container.querySelectorAll('rect')];
    expect(bars.map((bar) => Number(bar.getAttribute('height')))).toEqual([0, 50, 100]);
    expect(bars[1]!.querySelector('title')).toHaveTextContent('10-12: 4');
    expect([...container.querySelectorAll('.lead-desk__chart-weeks span')].map((s) => s.textContent)).toEqual(
      ['10-05', '10-12', '10-19'],
    );
    // A picture: the numbers are the caller's table.
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });

  it('labels its axis in whole leads from 0, up to the largest week or just above it', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(3)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(8)).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(9)).toEqual([0, 3, 6, 9]);
    expect(axisTicks(10)).toEqual([0, 3, 6, 9, 12]);
  });
});

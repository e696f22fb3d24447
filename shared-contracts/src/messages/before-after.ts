/** The public gallery's before/after comparison (issue 31): loaded with the comparison, not the page. */
export const beforeAfter = {
  before: 'Before',
  after: 'After',
  /** The divider's accessible name (a range control: arrow keys, drag, tap). */
  divider: (title: string) => `${title}: move the divider between before and after`,
  /** Its value, read out as it moves. */
  position: (percent: number) => `${percent}% after`,
} as const;

import { firstViewDropLog } from './drop-log.js';

test('each dropped first view is a log line with its reason and the running count by reason', () => {
  const lines: string[] = [];
  const log = firstViewDropLog((line) => lines.push(line));
  log.onDropped({ path: '/gallery', reason: 'budget', detail: 'not drawn within 600 ms' });
  log.onDropped({ path: '/', reason: 'error', detail: 'renderer crashed' });
  log.onDropped({ path: '/services', reason: 'budget', detail: 'not drawn within 600 ms' });
  expect(lines).toEqual([
    '[shell] first view of /gallery dropped (budget: not drawn within 600 ms); 1 dropped since start: budget 1',
    '[shell] first view of / dropped (error: renderer crashed); 2 dropped since start: budget 1, error 1',
    '[shell] first view of /services dropped (budget: not drawn within 600 ms); 3 dropped since start: budget 2, error 1',
  ]);
  expect(log.counts()).toEqual({ budget: 2, error: 1 });
});

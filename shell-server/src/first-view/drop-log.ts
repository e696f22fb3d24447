import type { FirstViewDrop } from './first-view.js';

/**
 * The first-view server's record of the first views it dropped (issue 42): one log line per drop with its reason and
 * the running count by reason, so a busy machine or a broken renderer shows in the logs instead of a page that merely
 * arrived undrawn.
 */
export function firstViewDropLog(log: (line: string) => void = console.warn) {
  const counts = new Map<FirstViewDrop['reason'], number>();
  return {
    onDropped({ path, reason, detail }: FirstViewDrop): void {
      counts.set(reason, (counts.get(reason) ?? 0) + 1);
      const total = [...counts.values()].reduce((sum, count) => sum + count, 0);
      const byReason = [...counts].map(([name, count]) => `${name} ${count}`).join(', ');
      log(`[shell] first view of ${path} dropped (${reason}: ${detail}); ${total} dropped since start: ${byReason}`);
    },
    counts: (): Partial<Record<FirstViewDrop['reason'], number>> => Object.fromEntries(counts),
  };
}

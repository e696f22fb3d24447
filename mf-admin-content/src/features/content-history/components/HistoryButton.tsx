import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { MESSAGES } from 'shared-contracts';
import type { ContentHistoryProps } from './HistoryDialog';

// The panel is code of its own: an editor that never opens History never downloads it.
const HistoryDialog = lazy(() => import('./HistoryDialog'));

export interface HistoryButtonProps extends Omit<ContentHistoryProps, 'open' | 'onClose'> {
  disabled?: boolean;
}

/** 'History' beside a page's Save: opens the page's version history (issue 29). */
export function HistoryButton({ disabled, ...history }: HistoryButtonProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so closing can animate and reopening is instant.
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Button
        aria-haspopup="dialog"
        disabled={disabled}
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {MESSAGES.content.historyButton}
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <HistoryDialog {...history} open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

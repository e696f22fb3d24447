import { lazy, Suspense, useState } from 'react';
import { Button } from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { MESSAGES } from 'shared-contracts';

// The trash is code of its own: the gallery manager's first load does not carry it (admin weight budget).
const TrashDialog = lazy(() => import('./TrashDialog'));

/** 'Trash' in the gallery manager: opens the deleted items, with Restore (issue 29). */
export function TrashButton() {
  const [open, setOpen] = useState(false);
  // Mounted from the first open on, so closing can animate and reopening is instant.
  const [requested, setRequested] = useState(false);
  return (
    <>
      <Button
        icon={<DeleteOutlined aria-hidden />}
        aria-haspopup="dialog"
        onClick={() => {
          setRequested(true);
          setOpen(true);
        }}
      >
        {MESSAGES.gallery.trashButton}
      </Button>
      {requested && (
        <Suspense fallback={null}>
          <TrashDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

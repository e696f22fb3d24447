import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Modal } from 'antd';
import { MESSAGES, type PageName } from 'shared-contracts';
import { staffContentQueries } from '../../../lib/staff-content';
import type { HistoryField } from './history-field';
import { VersionComparison } from './VersionComparison';
import { VersionList } from './VersionList';

export interface ContentHistoryProps {
  page: PageName;
  /** The page's fields in the editor's order, with the editor's labels. */
  fields: readonly HistoryField[];
  /** The editor holds edits not saved yet: a restore replaces them, so the confirmation says so. */
  unsaved: boolean;
  /** After a restore: the editor loads the restored content. */
  onRestored: () => void;
  open: boolean;
  onClose: () => void;
}

/** A page's versions, newest first, in a dialog; choosing one shows it beside the current page, with Restore. */
export default function HistoryDialog({
  page,
  fields,
  unsaved,
  onRestored,
  open,
  onClose,
}: ContentHistoryProps) {
  const [chosen, setChosen] = useState<number | null>(null);
  // The editor's own read of the page: the version and fields visitors see now, with its Spanish texts (issue 30).
  const current = useQuery(staffContentQueries.page(page));

  return (
    // A dialog of the shared antd (under 768px antd fits it to the screen); a Drawer would grow every admin page's antd.
    <Modal
      open={open}
      onCancel={onClose}
      afterOpenChange={(visible) => {
        if (!visible) setChosen(null);
      }}
      title={MESSAGES.content.historyTitle}
      footer={null}
      width={720}
      destroyOnHidden
    >
      {chosen === null ? (
        <VersionList page={page} currentVersion={current.data?.version} onChoose={setChosen} />
      ) : (
        <VersionComparison
          page={page}
          version={chosen}
          fields={fields}
          current={current.data}
          unsaved={unsaved}
          onBack={() => setChosen(null)}
          onRestored={() => {
            setChosen(null);
            onRestored();
          }}
        />
      )}
    </Modal>
  );
}

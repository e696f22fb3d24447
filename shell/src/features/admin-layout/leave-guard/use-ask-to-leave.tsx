import { useCallback } from 'react';
import { Modal } from 'antd';
import { MESSAGES } from 'shared-contracts';
import type { AskToLeave } from './use-router-leave-guard';

const m = MESSAGES.unsavedChanges;

/**
 * The "Leave this page?" dialog, in the admin's antd theme. Stay has the focus, so Enter or Escape keeps the
 * changes; leaving takes a deliberate choice. Render `contextHolder` inside the admin's ConfigProvider.
 */
export function useAskToLeave(): { ask: AskToLeave; contextHolder: React.ReactNode } {
  const [modal, contextHolder] = Modal.useModal();
  const ask = useCallback<AskToLeave>(
    () =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: m.leaveTitle,
          content: m.leaveDescription,
          okText: m.leave,
          okButtonProps: { danger: true },
          cancelText: m.stay,
          autoFocusButton: 'cancel',
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
    [modal],
  );
  return { ask, contextHolder };
}

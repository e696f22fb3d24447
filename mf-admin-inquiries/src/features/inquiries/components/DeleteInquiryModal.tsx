import { Modal } from 'antd';
import { MESSAGES } from 'shared-contracts';

export interface DeleteInquiryModalProps {
  open: boolean;
  deleting: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** The spec's delete confirmation; nothing is deleted until Delete is pressed. */
export function DeleteInquiryModal({ open, deleting, onConfirm, onCancel }: DeleteInquiryModalProps) {
  return (
    <Modal
      open={open}
      title={MESSAGES.inquiry.deleteConfirmTitle}
      okText="Delete"
      okButtonProps={{ danger: true }}
      cancelText="Cancel"
      confirmLoading={deleting}
      onOk={onConfirm}
      onCancel={onCancel}
    >
      <p>{MESSAGES.inquiry.deleteConfirm}</p>
    </Modal>
  );
}

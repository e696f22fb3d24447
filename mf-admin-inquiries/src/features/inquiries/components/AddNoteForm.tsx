import { Button, Form, Input } from 'antd';
import { useId } from 'react';
import { inquiryNoteInputSchema, LIMITS, MESSAGES } from 'shared-contracts';
import { useAddInquiryNote } from '../api/add-inquiry-note';
import { useCheckedText } from '../hooks/use-checked-text';

const m = MESSAGES.inquiry;

/**
 * A labelled box for an internal note and 'Add Note'. Checked with the API's own rule (inquiryNoteInputSchema) before
 * it is sent; the text stays if saving fails, so nothing typed is lost. A refused note's message is linked to the box
 * (aria-invalid, aria-describedby), so a screen reader reads it with the field, as the admin form kit does (issue 33).
 */
export function AddNoteForm({ inquiryId }: { inquiryId: string }) {
  const id = useId();
  const errorId = `${id}-error`;
  const { text, error, change, clear, check } = useCheckedText(inquiryNoteInputSchema);
  const add = useAddInquiryNote();

  const submit = () => {
    const body = check();
    if (body) add.mutate({ id: inquiryId, ...body }, { onSuccess: clear });
  };

  return (
    <Form layout="vertical" onFinish={submit} requiredMark={false}>
      <Form.Item
        label={m.noteLabel}
        htmlFor={id}
        validateStatus={error ? 'error' : undefined}
        help={error && <span id={errorId}>{error}</span>}
      >
        <Input.TextArea
          id={id}
          value={text}
          onChange={(event) => change(event.target.value)}
          placeholder={m.notePlaceholder}
          autoSize={{ minRows: 2, maxRows: 6 }}
          maxLength={LIMITS.inquiryNote.textMax}
          showCount
          disabled={add.isPending}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
      </Form.Item>
      <Button htmlType="submit" type="primary" loading={add.isPending}>
        {m.addNote}
      </Button>
    </Form>
  );
}

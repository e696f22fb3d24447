import { Button, Form, Input } from 'antd';
import { useId, useState } from 'react';
import { inquiryNoteInputSchema, LIMITS, MESSAGES } from 'shared-contracts';
import { useAddInquiryNote } from '../api/add-inquiry-note';

const m = MESSAGES.inquiry;

/**
 * A labelled box for an internal note and 'Add Note'. Checked with the API's own rule (inquiryNoteInputSchema) before
 * it is sent; the text stays if saving fails, so nothing typed is lost. A refused note's message is linked to the box
 * (aria-invalid, aria-describedby), so a screen reader reads it with the field, as the admin form kit does (issue 33).
 */
export function AddNoteForm({ inquiryId }: { inquiryId: string }) {
  const id = useId();
  const errorId = `${id}-error`;
  const [text, setText] = useState('');
  const [error, setError] = useState<string | undefined>();
  const add = useAddInquiryNote();

  const submit = () => {
    const parsed = inquiryNoteInputSchema.safeParse({ text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message);
      return;
    }
    add.mutate({ id: inquiryId, ...parsed.data }, { onSuccess: () => setText('') });
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
          onChange={(event) => {
            setText(event.target.value);
            setError(undefined);
          }}
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

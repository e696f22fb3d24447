import { Button, Form, Input } from 'antd';
import { useId, useState } from 'react';
import { inquiryNoteInputSchema, LIMITS, MESSAGES } from 'shared-contracts';
import { useAddInquiryNote } from '../api/add-inquiry-note';

const m = MESSAGES.inquiry;

/**
 * A labelled box for an internal note and 'Add Note'. Checked with the API's own rule (inquiryNoteInputSchema) before
 * it is sent; the text stays if saving fails, so nothing typed is lost.
 */
export function AddNoteForm({ inquiryId }: { inquiryId: string }) {
  const id = useId();
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
      <Form.Item label={m.noteLabel} htmlFor={id} validateStatus={error ? 'error' : undefined} help={error}>
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
          aria-invalid={error ? true : undefined}
        />
      </Form.Item>
      <Button htmlType="submit" type="primary" loading={add.isPending}>
        {m.addNote}
      </Button>
    </Form>
  );
}

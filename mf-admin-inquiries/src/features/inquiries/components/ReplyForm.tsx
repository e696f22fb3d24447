import { Button, Form, Input, Select, Typography } from 'antd';
import { useId } from 'react';
import {
  fillReplyTemplate,
  inquiryReplyInputSchema,
  LIMITS,
  MESSAGES,
  type AdminInquiry,
} from 'shared-contracts';
import { useReplyToInquiry } from '../api/reply-to-inquiry';
import { useCheckedText } from '../hooks/use-checked-text';

const m = MESSAGES.inquiry;
const TEMPLATE_OPTIONS = m.replyTemplates.map((template, index) => ({ value: index, label: template.title }));

/** The first word of the visitor's name, for "Hi {name}" (the whole name when it is one word). */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/**
 * A reply to the visitor, e-mailed from the company (issue 32): start from a saved reply (the visitor's first name
 * filled in) or write one; checked with the API's rule first. The text stays if sending fails, so nothing is lost.
 */
export function ReplyForm({ inquiry }: { inquiry: AdminInquiry }) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const templateId = `${id}-template`;
  const { text, error, change, clear, check } = useCheckedText(inquiryReplyInputSchema);
  const send = useReplyToInquiry();

  const submit = () => {
    const body = check();
    if (body) send.mutate({ id: inquiry.id, ...body }, { onSuccess: clear });
  };

  return (
    <Form layout="vertical" onFinish={submit} requiredMark={false}>
      <Form.Item label={m.replyTemplate} htmlFor={templateId}>
        <Select<number>
          id={templateId}
          options={TEMPLATE_OPTIONS}
          value={null}
          placeholder={m.replyTemplate}
          onChange={(index) => {
            change(fillReplyTemplate(m.replyTemplates[index]!.text, firstName(inquiry.name)));
          }}
          style={{ width: 280, maxWidth: '100%' }}
        />
      </Form.Item>
      <Form.Item
        label={m.replyLabel(inquiry.email)}
        htmlFor={id}
        validateStatus={error ? 'error' : undefined}
        help={error && <span id={errorId}>{error}</span>}
        extra={
          <Typography.Text id={hintId} type="secondary">
            {m.replyHint}
          </Typography.Text>
        }
      >
        <Input.TextArea
          id={id}
          value={text}
          onChange={(event) => change(event.target.value)}
          autoSize={{ minRows: 4, maxRows: 12 }}
          maxLength={LIMITS.inquiryReply.textMax}
          showCount
          disabled={send.isPending}
          aria-invalid={Boolean(error)}
          aria-describedby={[error ? errorId : '', hintId].filter(Boolean).join(' ')}
        />
      </Form.Item>
      <Button htmlType="submit" type="primary" loading={send.isPending}>
        {m.sendReply}
      </Button>
    </Form>
  );
}

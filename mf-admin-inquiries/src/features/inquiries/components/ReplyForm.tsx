import { Button, Form, Select } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import {
  fillReplyTemplate,
  inquiryReplyInputSchema,
  LIMITS,
  MESSAGES,
  type AdminInquiry,
} from 'shared-contracts';
import { replyTemplateQueries } from '../api/reply-template-queries';
import { useReplyToInquiry } from '../api/reply-to-inquiry';
import { useCheckedText } from '../hooks/use-checked-text';
import { ReplyTemplatesModal } from './ReplyTemplatesModal';
import { TextWithCountField } from './TextWithCountField';

const m = MESSAGES.inquiry;

/** The first word of the visitor's name, for "Hi {name}" (the whole name when it is one word). */
const firstName = (name: string) => name.trim().split(/\s+/)[0] ?? '';

/**
 * A reply to the visitor, e-mailed from the company (issue 32): start from one of the templates staff keep (the
 * visitor's first name filled in; 'Manage templates' beside it) or write one; checked with the API's rule first. The
 * text stays if sending fails, so nothing is lost.
 */
export function ReplyForm({ inquiry }: { inquiry: AdminInquiry }) {
  const id = useId();
  const templateId = `${id}-template`;
  const { text, error, change, clear, check } = useCheckedText(inquiryReplyInputSchema);
  const send = useReplyToInquiry();
  const templates = useQuery(replyTemplateQueries.list());
  const [managing, setManaging] = useState(false);

  const submit = () => {
    const body = check();
    if (body) send.mutate({ id: inquiry.id, ...body }, { onSuccess: clear });
  };

  return (
    <>
      <Form layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item label={m.replyTemplate} htmlFor={templateId}>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
            <Select<string>
              id={templateId}
              options={templates.data?.map((template) => ({ value: template.id, label: template.title }))}
              value={null}
              placeholder={m.replyTemplate}
              loading={templates.isPending}
              notFoundContent={templates.isError ? m.templatesLoadFailed : m.templatesEmpty}
              onChange={(templateId) => {
                const template = templates.data?.find((candidate) => candidate.id === templateId);
                if (template) change(fillReplyTemplate(template.text, firstName(inquiry.name)));
              }}
              style={{ width: 280, maxWidth: '100%' }}
            />
            <Button onClick={() => setManaging(true)}>{m.manageTemplates}</Button>
          </div>
        </Form.Item>
        <TextWithCountField
          id={id}
          label={m.replyLabel(inquiry.email)}
          hint={m.replyHint}
          error={error}
          value={text}
          onChange={change}
          maxLength={LIMITS.inquiryReply.textMax}
          maxRows={12}
          disabled={send.isPending}
        />
        <Button htmlType="submit" type="primary" loading={send.isPending}>
          {m.sendReply}
        </Button>
      </Form>
      {/* Outside the reply's form: React sends a portal's events up its tree, so a template's Save would submit it. */}
      <ReplyTemplatesModal open={managing} onClose={() => setManaging(false)} />
    </>
  );
}

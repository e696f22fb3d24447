import { Button, Form, Input, Space } from 'antd';
import { useId } from 'react';
import { LIMITS, MESSAGES, replyTemplateInputSchema, type ReplyTemplate } from 'shared-contracts';
import { useAddReplyTemplate } from '../api/add-reply-template';
import { useUpdateReplyTemplate } from '../api/update-reply-template';
import { useCheckedFields } from '../hooks/use-checked-fields';
import { TextWithCountField } from './TextWithCountField';

const m = MESSAGES.inquiry;

export interface ReplyTemplateFormProps {
  /** The template to change; none to add a new one. */
  template?: ReplyTemplate;
  /** Saved (after the API answered) or cancelled. */
  onDone: () => void;
}

/**
 * A reply template's title and text, checked with the API's rule (replyTemplateInputSchema) before saving; the hint
 * says how {name} becomes the visitor's first name. The fields keep what was typed when saving fails (toasted).
 */
export function ReplyTemplateForm({ template, onDone }: ReplyTemplateFormProps) {
  const id = useId();
  const titleId = `${id}-title`;
  const textId = `${id}-text`;
  const errorId = (field: string) => `${id}-${field}-error`;
  const { values, errors, change, check } = useCheckedFields(replyTemplateInputSchema, {
    title: template?.title ?? '',
    text: template?.text ?? '',
  });
  const add = useAddReplyTemplate();
  const update = useUpdateReplyTemplate();
  const saving = add.isPending || update.isPending;

  const submit = () => {
    const body = check();
    if (!body) return;
    if (template) update.mutate({ id: template.id, ...body }, { onSuccess: onDone });
    else add.mutate(body, { onSuccess: onDone });
  };

  return (
    <Form
      layout="vertical"
      onFinish={submit}
      requiredMark={false}
      aria-label={template ? m.editTemplate(template.title) : m.newTemplate}
      className="reply-templates__form"
    >
      <Form.Item
        label={m.templateTitleLabel}
        htmlFor={titleId}
        validateStatus={errors.title ? 'error' : undefined}
        help={errors.title && <span id={errorId('title')}>{errors.title}</span>}
      >
        <Input
          id={titleId}
          value={values.title}
          onChange={(event) => change('title', event.target.value)}
          maxLength={LIMITS.replyTemplate.titleMax}
          // The form opens from a button: typing starts here.
          autoFocus
          aria-invalid={Boolean(errors.title)}
          aria-describedby={errors.title ? errorId('title') : undefined}
        />
      </Form.Item>
      <TextWithCountField
        id={textId}
        label={m.templateTextLabel}
        hint={m.templateNameHint}
        error={errors.text}
        value={values.text}
        onChange={(text) => change('text', text)}
        maxLength={LIMITS.inquiryReply.textMax}
        maxRows={10}
      />
      <Space wrap>
        <Button htmlType="submit" type="primary" loading={saving}>
          {m.saveTemplate}
        </Button>
        <Button onClick={onDone} disabled={saving}>
          {m.cancelTemplate}
        </Button>
      </Space>
    </Form>
  );
}

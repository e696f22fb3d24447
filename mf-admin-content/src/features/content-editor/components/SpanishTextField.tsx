import { useId } from 'react';
import { Form, Input, Tag, Typography } from 'antd';
import { useController, type Control } from 'react-hook-form';
import { MESSAGES } from 'shared-contracts';
import type { ContentFields } from '../hooks/use-content-editor';

const m = MESSAGES.content;

export interface SpanishTextFieldProps {
  control: Control<ContentFields>;
  /** The page field, e.g. 'title': bound to the form's `es.title`. */
  field: string;
  /** The English field's label ('Page Title'). */
  label: string;
  /** The English text as the form holds it now: shown as the hint and the placeholder. */
  english: string;
  rows?: number;
}

/**
 * One Spanish text of a page (issue 30): labelled "<label> (Spanish)", marked "Not translated" while empty (the
 * Spanish site then shows the English text), with the English text under it and as its placeholder.
 */
export function SpanishTextField({ control, field, label, english, rows }: SpanishTextFieldProps) {
  const id = useId();
  const hintId = `${id}-english`;
  const errorId = `${id}-error`;
  const { field: bound, fieldState } = useController({ control, name: `es.${field}` });
  const value = typeof bound.value === 'string' ? bound.value : '';
  const error = fieldState.error?.message;
  const props = {
    ...bound,
    value,
    id,
    placeholder: english,
    lang: 'es',
    'aria-invalid': Boolean(error),
    'aria-describedby': [hintId, error ? errorId : undefined].filter(Boolean).join(' '),
  };
  return (
    <Form.Item
      label={
        <span>
          {m.spanishFieldLabel(label)}{' '}
          {value.trim() === '' && (
            <Tag color="orange" data-testid={`not-translated-${field}`}>
              {m.notTranslated}
            </Tag>
          )}
        </span>
      }
      htmlFor={id}
      validateStatus={error ? 'error' : undefined}
      help={error && <span id={errorId}>{error}</span>}
      extra={
        <Typography.Text id={hintId} type="secondary" style={{ overflowWrap: 'anywhere' }}>
          {m.englishHint(english)}
        </Typography.Text>
      }
    >
      {rows ? <Input.TextArea {...props} rows={rows} /> : <Input {...props} />}
    </Form.Item>
  );
}

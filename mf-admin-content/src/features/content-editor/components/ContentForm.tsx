import { useId } from 'react';
import { Alert, Button, Form, Input, Space, Spin } from 'antd';
import { Controller } from 'react-hook-form';
import { MESSAGES, type PageName } from 'shared-contracts';
import { toast } from 'shared-contracts/client';
import { useContentEditor } from '../hooks/use-content-editor';

export interface ContentFieldConfig {
  name: string;
  label: string;
  multiline?: boolean;
  type?: 'text' | 'email' | 'tel';
}

export interface ContentFormProps {
  page: PageName;
  fields: readonly ContentFieldConfig[];
  /** The home form reports inline (spec section 2); the others report through toasts. */
  inlineAlerts?: boolean;
}

const m = MESSAGES.content;

/** One page's content editor: fields from config, validation from the shared zod schema. */
export function ContentForm({ page, fields, inlineAlerts = false }: ContentFormProps) {
  const idPrefix = useId();
  const editor = useContentEditor(page, {
    onSaved: inlineAlerts ? undefined : () => toast({ title: m.saveSuccess }),
    onFailed: inlineAlerts
      ? undefined
      : (message) => toast({ title: m.saveError, description: message, variant: 'destructive' }),
  });
  const { errors } = editor.form.formState;

  if (editor.loading) {
    return (
      <div role="status" aria-label={`Loading ${page} content`} style={{ padding: 48, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  }

  const reloadButton = (
    <Button size="small" onClick={() => void editor.reload()}>
      Reload
    </Button>
  );

  return (
    <form onSubmit={editor.submit} noValidate aria-label={`${page} content`}>
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        {editor.fallback && (
          <Alert
            type="warning"
            showIcon
            title={MESSAGES.frame.fallbackBanner}
            action={editor.offline ? null : reloadButton}
          />
        )}
        {editor.stale && (
          <Alert type="warning" showIcon role="alert" title={m.staleVersion} action={reloadButton} />
        )}
        {inlineAlerts && editor.offline && <Alert type="info" showIcon title={m.offlineEditingNotice} />}
        {inlineAlerts && editor.saved && <Alert type="success" showIcon title={m.saveSuccess} />}
        {inlineAlerts && editor.saveError && (
          <Alert type="error" showIcon role="alert" title={m.saveError} description={editor.saveError} />
        )}
        <Form component={false} layout="vertical">
          {fields.map(({ name, label, multiline, type = 'text' }) => {
            const id = `${idPrefix}-${name}`;
            const error = errors[name]?.message;
            return (
              <Form.Item
                key={name}
                label={label}
                htmlFor={id}
                validateStatus={error ? 'error' : undefined}
                help={error}
              >
                <Controller
                  name={name}
                  control={editor.form.control}
                  render={({ field }) =>
                    multiline ? (
                      <Input.TextArea {...field} id={id} rows={4} aria-invalid={Boolean(error)} />
                    ) : (
                      <Input {...field} id={id} type={type} aria-invalid={Boolean(error)} />
                    )
                  }
                />
              </Form.Item>
            );
          })}
        </Form>
        <Button type="primary" htmlType="submit" loading={editor.saving} disabled={editor.offline}>
          {editor.offline ? m.saveUnavailableOffline : editor.saving ? m.saving : m.saveChanges}
        </Button>
      </Space>
    </form>
  );
}

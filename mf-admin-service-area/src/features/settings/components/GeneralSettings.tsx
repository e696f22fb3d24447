import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Form, Spin } from 'antd';
import { generalSettingsSchema, MESSAGES, type GeneralSettings as GeneralValues } from 'shared-contracts';
import { TextField } from 'web-kit/admin-form';
import { settingsQueries } from 'web-kit/queries';
import { useSaveGeneralSettings } from '../api/save-general-settings';

const m = MESSAGES.settings;

/** Settings > General: site name and admin e-mail (where new-quote e-mails go), stored by the API. */
export function GeneralSettings() {
  const query = useQuery(settingsQueries.general());
  const save = useSaveGeneralSettings();
  const form = useForm<GeneralValues>({
    resolver: zodResolver(generalSettingsSchema),
    defaultValues: { siteName: '', adminEmail: '' },
  });

  // Loaded (or saved) values replace the form; the API's trimmed copy is what is shown after a save.
  useEffect(() => {
    if (query.data) form.reset(query.data);
  }, [query.data, form]);

  if (query.isPending)
    return (
      // A labelled status (antd's Spin types take no role): an aria-label is allowed there (issue 33).
      <div role="status" aria-label="Loading settings">
        <Spin />
      </div>
    );
  if (query.isError) return <Alert type="error" showIcon title={m.loadFailed} />;

  return (
    <Form
      layout="vertical"
      component="form"
      // The schema checks the e-mail and shows its message under the field, instead of the browser's bubble.
      noValidate
      style={{ maxWidth: 480 }}
      onFinish={() => void form.handleSubmit((values) => save.mutate(values))()}
    >
      <TextField control={form.control} name="siteName" label={m.siteNameLabel} />
      <TextField control={form.control} name="adminEmail" label={m.adminEmailLabel} type="email" />
      <p style={{ marginTop: -8, color: 'var(--ant-color-text-secondary, #6b7280)' }}>{m.adminEmailHelp}</p>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {save.isPending ? MESSAGES.content.saving : MESSAGES.content.saveChanges}
      </Button>
    </Form>
  );
}

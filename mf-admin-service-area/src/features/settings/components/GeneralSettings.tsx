import { useEffect, useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Form, Spin } from 'antd';
import {
  BUSINESS_TIME_ZONE,
  generalSettingsSchema,
  MESSAGES,
  type GeneralSettings as GeneralValues,
} from 'shared-contracts';
import { SelectField, TextField } from 'web-kit/admin-form';
import { settingsQueries } from 'web-kit/queries';
import { useSaveGeneralSettings } from '../api/save-general-settings';

const m = MESSAGES.settings;

/**
 * The IANA zones this browser knows, as options; the stored zone is kept among them even when the browser's list
 * spells it otherwise (an alias such as "US/Central"), so the field never shows an empty value.
 */
export function timeZoneOptions(stored: string | undefined): { value: string; label: string }[] {
  const zones = new Set(Intl.supportedValuesOf('timeZone'));
  zones.add(BUSINESS_TIME_ZONE);
  if (stored) zones.add(stored);
  return [...zones].sort().map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') }));
}

/**
 * Settings > General: site name, admin e-mail (where new-quote e-mails go) and the business's time zone (issue 32:
 * the times of e-mails, the digest's morning, "due" and the dashboard), stored by the API.
 */
export function GeneralSettings() {
  const query = useQuery(settingsQueries.general());
  const save = useSaveGeneralSettings();
  const form = useForm<GeneralValues>({
    resolver: zodResolver(generalSettingsSchema),
    defaultValues: { siteName: '', adminEmail: '', timeZone: BUSINESS_TIME_ZONE },
  });
  const storedZone = query.data?.timeZone;
  const zones = useMemo(() => timeZoneOptions(storedZone), [storedZone]);

  // Loaded (or saved) values replace the form; the API's trimmed copy is what is shown after a save.
  useEffect(() => {
    // An API from before the time zone setting answers without one: San Antonio's, as it then uses.
    if (query.data) form.reset({ ...query.data, timeZone: query.data.timeZone ?? BUSINESS_TIME_ZONE });
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
      <SelectField
        control={form.control}
        name="timeZone"
        label={m.timeZoneLabel}
        options={zones}
        placeholder={BUSINESS_TIME_ZONE}
        showSearch
      />
      <p style={{ marginTop: -8, color: 'var(--ant-color-text-secondary, #6b7280)' }}>{m.timeZoneHelp}</p>
      <Button type="primary" htmlType="submit" loading={save.isPending}>
        {save.isPending ? MESSAGES.content.saving : MESSAGES.content.saveChanges}
      </Button>
    </Form>
  );
}

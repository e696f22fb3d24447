import { ContentForm, type ContentFieldConfig } from './ContentForm';

const FIELDS: readonly ContentFieldConfig[] = [
  { name: 'title', label: 'Page Title' },
  { name: 'description', label: 'Page Description', multiline: true },
];

export function ServicesContentForm() {
  return <ContentForm page="services" fields={FIELDS} />;
}

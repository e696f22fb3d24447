import { ContentForm, type ContentFieldConfig } from './ContentForm';

const FIELDS: readonly ContentFieldConfig[] = [
  { name: 'title', label: 'Page Title' },
  { name: 'subtitle', label: 'Subtitle' },
  { name: 'description', label: 'Main Description', multiline: true },
];

export function HomeContentForm() {
  return <ContentForm page="home" fields={FIELDS} inlineAlerts />;
}

import { ContentForm, type ContentFieldLooks } from './ContentForm';

const LOOKS: ContentFieldLooks<'services'> = {
  title: { label: 'Page Title' },
  description: { label: 'Page Description', multiline: true },
};

export function ServicesContentForm() {
  return <ContentForm page="services" looks={LOOKS} />;
}

import { ContentForm, type ContentFieldLooks, type PageContentFormProps } from './ContentForm';

const LOOKS: ContentFieldLooks<'services'> = {
  title: { label: 'Page Title' },
  description: { label: 'Page Description', multiline: true },
};

export function ServicesContentForm({ actions, banner }: PageContentFormProps) {
  return <ContentForm page="services" looks={LOOKS} actions={actions} banner={banner} />;
}

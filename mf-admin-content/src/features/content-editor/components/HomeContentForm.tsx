import { ContentForm, type ContentFieldLooks, type PageContentFormProps } from './ContentForm';

const LOOKS: ContentFieldLooks<'home'> = {
  title: { label: 'Page Title' },
  subtitle: { label: 'Subtitle' },
  description: { label: 'Main Description', multiline: true },
};

export function HomeContentForm({ actions, banner }: PageContentFormProps) {
  return <ContentForm page="home" looks={LOOKS} inlineAlerts actions={actions} banner={banner} />;
}

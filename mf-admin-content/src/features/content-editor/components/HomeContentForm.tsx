import { ContentForm, type ContentFieldLooks } from './ContentForm';

const LOOKS: ContentFieldLooks<'home'> = {
  title: { label: 'Page Title' },
  subtitle: { label: 'Subtitle' },
  description: { label: 'Main Description', multiline: true },
};

export function HomeContentForm() {
  return <ContentForm page="home" looks={LOOKS} inlineAlerts />;
}

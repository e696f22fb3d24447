import { ContentForm, type ContentFieldLooks, type PageContentFormProps } from './ContentForm';

// Hours are typed as visitors read them ("8am-6pm", "Closed"); the footer, Contact page, JSON-LD and e-mails use them.
const LOOKS: ContentFieldLooks<'business'> = {
  hoursWeekdays: { label: 'Hours Monday to Friday' },
  hoursSaturday: { label: 'Hours Saturday' },
  hoursSunday: { label: 'Hours Sunday' },
  facebookUrl: { label: 'Facebook page', type: 'url' },
  instagramUrl: { label: 'Instagram page (optional)', type: 'url' },
};

export function BusinessDetailsForm({ actions }: PageContentFormProps) {
  return <ContentForm page="business" looks={LOOKS} actions={actions} />;
}

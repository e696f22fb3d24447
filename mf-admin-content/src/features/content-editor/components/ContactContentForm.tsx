import { ContentForm, type ContentFieldLooks, type PageContentFormProps } from './ContentForm';

const LOOKS: ContentFieldLooks<'contact'> = {
  title: { label: 'Page Title' },
  address: { label: 'Address' },
  phone: { label: 'Phone Number', type: 'tel' },
  email: { label: 'Email Address', type: 'email' },
};

export function ContactContentForm({ actions, banner }: PageContentFormProps) {
  return <ContentForm page="contact" looks={LOOKS} actions={actions} banner={banner} />;
}

import { ContentForm, type ContentFieldLooks } from './ContentForm';

const LOOKS: ContentFieldLooks<'contact'> = {
  title: { label: 'Page Title' },
  address: { label: 'Address' },
  phone: { label: 'Phone Number', type: 'tel' },
  email: { label: 'Email Address', type: 'email' },
};

export function ContactContentForm() {
  return <ContentForm page="contact" looks={LOOKS} />;
}

import { ContentForm, type ContentFieldConfig } from './ContentForm';

const FIELDS: readonly ContentFieldConfig[] = [
  { name: 'title', label: 'Page Title' },
  { name: 'address', label: 'Address' },
  { name: 'phone', label: 'Phone Number', type: 'tel' },
  { name: 'email', label: 'Email Address', type: 'email' },
];

export function ContactContentForm() {
  return <ContentForm page="contact" fields={FIELDS} />;
}

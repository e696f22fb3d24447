import type { ContactContent } from 'shared-contracts';

/** Contact content as GET /api/content/contact answers it: what the public frame's footer reads. */
export const CONTACT_CONTENT: ContactContent & { version: number; updatedAt: string | null } = {
  title: 'Contact Us',
  address: '900 Frame Test Ave, San Antonio, TX 78209',
  phone: '(210) 555-0177',
  email: 'frame-test@alamomasonry.com',
  version: 2,
  updatedAt: null,
};

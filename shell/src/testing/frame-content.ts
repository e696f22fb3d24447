import { API_PATHS, DEFAULT_CONTENT, type BusinessContent, type ContactContent } from 'shared-contracts';
import { json } from 'web-kit/testing';

type Stored<T> = T & { version: number; updatedAt: string | null };

/** Contact content as GET /api/content/contact answers it: what the public frame's footer reads. */
export const CONTACT_CONTENT: Stored<ContactContent> = {
  title: 'Contact Us',
  address: '900 Frame Test Ave, San Antonio, TX 78209',
  phone: '(210) 555-0177',
  email: 'frame-test@alamomasonry.com',
  version: 2,
  updatedAt: null,
};

/** Business details as GET /api/content/business answers them: the footer's hours and social links. */
export const BUSINESS_DETAILS: Stored<BusinessContent> = {
  ...DEFAULT_CONTENT.business,
  hoursSaturday: '10am-3pm',
  version: 4,
  updatedAt: null,
};

/** mockFetch handlers for the public frame's reads. */
export const FRAME_READS = {
  [`GET ${API_PATHS.content('contact')}`]: () => json(CONTACT_CONTENT),
  [`GET ${API_PATHS.content('business')}`]: () => json(BUSINESS_DETAILS),
};

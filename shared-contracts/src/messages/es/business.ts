import { openingTimes } from '../../business-hours.js';
import type { Translation } from '../../i18n/translation.js';
import type { business as english } from '../business.js';

/** '8am-6pm' reads '8 a. m. - 6 p. m.'; 'Closed' reads 'Cerrado'. */
function hours(value: string): string {
  if (!openingTimes(value)) return /^closed$/i.test(value.trim()) ? 'Cerrado' : value;
  return value
    .replace(/\s*[-–]\s*/, ' - ')
    .replace(
      /(\d+(?::\d{2})?)\s*(am|pm)/gi,
      (_, time: string, half: string) => `${time} ${half.toLowerCase() === 'am' ? 'a. m.' : 'p. m.'}`,
    );
}

export const business = {
  blurb:
    'Empresa familiar de mampostería que construye en ladrillo, piedra y concreto por todo San Antonio desde 1998. Con licencia, asegurados y orgullosos de cada junta que hacemos.',
  accreditationLabel: 'Negocio acreditado por el BBB',
  weekdays: 'Lun-Vie',
  saturday: 'Sáb',
  sunday: 'Dom',
  hours,
} satisfies Translation<typeof english>;

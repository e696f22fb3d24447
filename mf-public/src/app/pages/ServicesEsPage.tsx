import { MESSAGES_ES } from 'shared-contracts';
import { inLanguage } from '../../lib/i18n';
import { ServicesPage } from './ServicesPage';

/** Services in Spanish (issue 30): the English page's component with the Spanish catalogue. */
export default inLanguage('es', MESSAGES_ES, ServicesPage);

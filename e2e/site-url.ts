import { publicHost, stackPorts } from '../stack.config';

/** Where the suite opens the site: the launcher's shell, or PLAYWRIGHT_BASE_URL (the suite's baseURL). */
export const SITE_URL = process.env.PLAYWRIGHT_BASE_URL || `http://${publicHost()}:${stackPorts().shell}`;

import { createContext } from 'react';

/**
 * The origin of the page being rendered, where a URL must be absolute (a hero photo in a CSS variable): the document's
 * in a browser (undefined here), the site's when a server renders a first paint, which has no document.
 */
export const PageOriginContext = createContext<string | undefined>(undefined);

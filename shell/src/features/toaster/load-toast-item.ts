/** The toast's own code, a chunk of its own (see Toaster). */
export const loadToastItem = () => import('./ToastItem');

// The hook lives in web-kit now: the inquiry inbox switches to cards at the same breakpoint as the sidebar.
export { useMediaQuery } from 'web-kit';

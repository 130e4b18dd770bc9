/** The top bar's links. */
export const NAV_LINKS = [
  { to: '/', label: 'Home' },
  { to: '/video-reports', label: 'Video Reports' },
  { to: '/tips', label: 'Tips' },
  { to: '/events', label: 'Events' },
  { to: '/speaking', label: 'Speaking' },
  { to: '/election', label: 'Election Integrity' },
] as const;

/** The Media Investigations dropdown. */
export const INVESTIGATION_LINKS = [{ to: '/my-new-family', label: 'My New Family' }] as const;

/** The bar fades out once the page is scrolled this far. */
export const TOP_BAR_HIDE_SCROLL_Y = 100;
export const DRAWER_WIDTH = 240;

/** The footer shows only under /video-reports and /speaking. */
export const hasFooter = (pathname: string): boolean => /^\/(video-reports|speaking)(\/|$)/i.test(pathname);

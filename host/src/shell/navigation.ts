import { paths } from '@beacon/shared/routes';

/** The top bar's links, in the order they appear. */
export const NAV_LINKS = [
  { to: paths.home.href(), label: 'Home' },
  { to: paths.videoReports.archive.href(), label: 'Video Reports' },
  { to: paths.tips.href(), label: 'Tips' },
  { to: paths.events.list.href(), label: 'Events' },
  { to: paths.speaking.href(), label: 'Speaking' },
  { to: paths.election.href(), label: 'Election Integrity' },
] as const;

/** The Media Investigations dropdown. */
export const INVESTIGATION_LINKS = [{ to: paths.myNewFamily.href(), label: 'My New Family' }] as const;

/** The pages of the Media Investigations section: its trigger is highlighted on each of them. */
export function isInvestigationPage(pathname: string, hoaxSlug: string): boolean {
  const investigationPaths = [paths.election.href(), paths.hoax.href(hoaxSlug), ...INVESTIGATION_LINKS.map((link) => link.to)];
  return investigationPaths.some((path) => path.toLowerCase() === pathname.replace(/\/$/, '').toLowerCase());
}

/** The bar fades out once the page is scrolled this far. */
export const TOP_BAR_HIDE_SCROLL_Y = 100;
export const DRAWER_WIDTH = 240;

/** The footer shows only under /video-reports and /speaking, and at the end of the events listing. */
export const hasFooter = (pathname: string): boolean => /^\/(video-reports|speaking)(\/|$)|^\/events\/?$/i.test(pathname);

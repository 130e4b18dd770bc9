import { Link } from '@beacon/shared/router';
import { useConfig } from '@beacon/shared';
import { BREAKPOINTS, PageMain } from '@beacon/shared/ui';
import LatestVideos from '../features/latest-videos/LatestVideos';
import { paths } from '@beacon/shared/routes';

/**
 * The standalone remote's own '/' (npm run dev -w mfe-media, or its production build served
 * alone): links to its pages and the home widget, so each can be worked on without the host.
 */
export function StandaloneHome() {
  const { site } = useConfig();
  const pages = [
    [paths.videoReports.archive.href(), 'Video archive'],
    [paths.videoReports.live.href(), 'Live stream'],
    [paths.election.href(), 'Election Integrity'],
    [paths.hoax.href(site.hoaxSlug), 'Hoax investigation'],
    [paths.myNewFamily.href(), 'Documentary teaser'],
  ] as const;
  return (
    <PageMain title="Media">
      <div style={{ maxWidth: BREAKPOINTS.xl, margin: '0 auto', padding: '24px 16px' }}>
        <h1 style={{ color: '#fff' }}>{site.organisationName} · media pages</h1>
        <nav aria-label="Media pages">
          <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '8px 24px', padding: 0, listStyle: 'none' }}>
            {pages.map(([to, label]) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <h2 style={{ color: '#fff' }}>Latest Video Reports</h2>
        <LatestVideos />
      </div>
    </PageMain>
  );
}

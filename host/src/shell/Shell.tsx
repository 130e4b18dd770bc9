import { Outlet, ScrollRestoration, useLocation } from '@beacon/shared/router';
import { Footer } from './Footer';
import { TopBar } from './TopBar';
import { TOP_BAR_HEIGHT } from '@beacon/shared/ui';
import { useConfig } from '@beacon/shared';
import { hasFooter } from './navigation';
import { PageChangeAnnouncer } from './PageChangeAnnouncer';

/** Top bar around every route, the page in between, the footer on the pages that have one. */
export function Shell() {
  const { pathname } = useLocation();
  const { site } = useConfig();
  const isHome = pathname === '/';
  return (
    <div className="beacon-shell">
      <a href="#main-content" className="beacon-skip-link">
        Skip to content
      </a>
      <TopBar />
      <div className="beacon-page" style={{ paddingTop: isHome ? 0 : TOP_BAR_HEIGHT }}>
        <Outlet />
      </div>
      {hasFooter(pathname, site.hoaxSlug) && <Footer />}
      <ScrollRestoration />
      <PageChangeAnnouncer />
    </div>
  );
}

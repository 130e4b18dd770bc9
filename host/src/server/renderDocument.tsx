/**
 * The host's server renderer (built for Node, loaded by the page server): the shell and the
 * host's own pages for a URL, as HTML to hydrate. A remote's page is an empty slot here
 * (`SLOT_MARKER`); the page server fills it with the remote's prerendered HTML.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from '@beacon/shared/router';
import type { RuntimeConfig } from '@beacon/shared';
import type { PageDetail, PageHead, RenderedShell, ShellRenderer } from '@beacon/shared/contract';
import { AppProviders } from '@beacon/shared/ui';
import { ServerRenderContext, type ServerRender } from '../federation/prerenderedSlots';
import { AppRoutes } from '../routes/AppRoutes';
import { paths } from '@beacon/shared/routes';
import { remoteRoutes, routeAnswers, routeForPath } from '../routes/routeTable';
import { ShellDataProvider } from '../shell/shellData';

const decodedSegment = (segment: string): string | null => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
};

/** The route that links each kind of detail page. */
const DETAIL_LINKS: Record<PageDetail['kind'], { href: (id: string) => string }> = {
  video: paths.videoReports.video,
  event: paths.events.detail,
  investigation: paths.investigations,
};

/** What the route table says of a URL: its head, its status and the entity a detail page shows. */
export function pageHeadOf(url: string, config: RuntimeConfig): Pick<RenderedShell, 'head' | 'status' | 'detail' | 'pattern'> {
  const pathname = new URL(url, 'http://localhost').pathname;
  const { site } = config;
  const name = site.organisationName;
  if (pathname.replace(/\/+$/, '') === '') {
    const description = paths.home.description(site);
    return {
      head: { title: name, description, path: '/', type: 'website', image: null, indexed: true, jsonLd: null },
      status: 200,
      detail: null,
      pattern: null,
    };
  }
  const route = routeForPath(remoteRoutes(site), pathname);
  if (!route) {
    const head: PageHead = {
      title: `Page not found · ${name}`,
      description: 'This page does not exist.',
      path: pathname,
      type: 'website',
      image: null,
      indexed: false,
      jsonLd: null,
    };
    return { head, status: 404, detail: null, pattern: null };
  }
  // The canonical spelling: a pattern without parameters as listed, a detail page's link built from its id.
  const id = route.detail ? decodedSegment(pathname.split('/').filter(Boolean).pop() ?? '') : null;
  const detailPath = (detail: PageDetail): string => DETAIL_LINKS[detail.kind].href(detail.id);
  const detail: PageDetail | null = route.detail && id ? { kind: route.detail, id } : null;
  const path = detail ? detailPath(detail) : route.detail || route.gated ? pathname : route.path;
  // An unknown section of an area, or an id that does not even decode, names no page: the route's
  // page is shown all the same (it says so), as a 404 search engines drop.
  const found = routeAnswers(route, pathname) && (!route.detail || id !== null);
  const head: PageHead = {
    title: `${route.title} · ${name}`,
    description: route.description,
    path,
    type: 'website',
    image: null,
    indexed: found && !route.gated,
    jsonLd: null,
  };
  return { head, status: found ? 200 : 404, detail, pattern: detail || route.data ? route.path : null };
}

/** The host's server bundle's one entry point (see `ShellRenderer` in the contract). */
export const renderShell: ShellRenderer['renderShell'] = (url, config, shell) => {
  const render: ServerRender = { slots: [] };
  const html = renderToString(
    <ServerRenderContext.Provider value={render}>
      <AppProviders config={config}>
        <ShellDataProvider value={shell}>
          <StaticRouter location={url}>
            <AppRoutes site={config.site} />
          </StaticRouter>
        </ShellDataProvider>
      </AppProviders>
    </ServerRenderContext.Provider>,
  );
  const [slot] = render.slots;
  return {
    html,
    slot: slot?.id ?? null,
    data: slot?.data ?? null,
    ...pageHeadOf(url, config),
  };
};

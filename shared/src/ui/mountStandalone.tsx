import { StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, ScrollRestoration, useRoutes, type RouteObject } from '@beacon/shared/router';
import { loadBootPayload } from '@beacon/shared';
import { AppProviders } from './AppProviders';
import { PageNotFound } from './PageNotFound';

type Site = Awaited<ReturnType<typeof loadBootPayload>>['config']['site'];

/** What a path the remote has no page for shows (its server answers it with a 404). */
const StandaloneNotFound = () => <PageNotFound detail="This page does not exist here." backLabel="Back to the start" />;

function StandaloneRoutes({ routes, site }: { routes: (site: Site) => RouteObject[]; site: Site }) {
  return useRoutes(useMemo(() => [...routes(site), { path: '*', element: <StandaloneNotFound /> }], [routes, site]));
}

/**
 * Runs a remote on its own (its dev server, its own deployment): the same providers and router
 * as in the host, around the remote's pages. `routes` receives the runtime config's site content.
 */
export async function mountStandalone(routes: (site: Site) => RouteObject[]): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const { config } = await loadBootPayload();
  createRoot(container).render(
    <StrictMode>
      <AppProviders config={config}>
        <BrowserRouter>
          <ScrollRestoration />
          <StandaloneRoutes routes={routes} site={config.site} />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
}

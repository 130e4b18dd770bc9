import { StrictMode, useMemo } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, ScrollRestoration, useRoutes, type RouteObject } from '@beacon/shared/router';
import { loadBootPayload } from '@beacon/shared';
import { AppProviders } from './AppProviders';
import { ButtonLink } from './ButtonLink';
import { Result } from './kit/Result';
import { PageMain } from './PageMain';

type Site = Awaited<ReturnType<typeof loadBootPayload>>['config']['site'];

/** What a path the remote has no page for shows (its server answers it with a 404). */
function StandaloneNotFound() {
  return (
    <PageMain title="Page not found">
      <Result
        status="404"
        level={1}
        title="Page not found"
        subTitle="This page does not exist here."
        extra={
          <ButtonLink to="/" type="primary">
            Back to the start
          </ButtonLink>
        }
      />
    </PageMain>
  );
}

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

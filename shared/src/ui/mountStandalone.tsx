import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, type RouteObject } from 'react-router';
import { loadBootPayload } from '@beacon/shared';
import { AppProviders } from './AppProviders';

/**
 * Runs a remote on its own (its dev server, its own deployment): the same providers as in the
 * host, around the remote's pages. `routes` receives the runtime config's site content.
 */
export async function mountStandalone(
  routes: (site: Awaited<ReturnType<typeof loadBootPayload>>['config']['site']) => RouteObject[],
): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const { config } = await loadBootPayload();
  const router = createBrowserRouter(routes(config.site));
  createRoot(container).render(
    <StrictMode>
      <AppProviders config={config}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );
}

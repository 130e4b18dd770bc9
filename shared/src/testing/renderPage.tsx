import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { SWRConfig } from 'swr';
import { AuthStateProvider, ConfigProvider, type AuthState, type RuntimeConfig } from '@beacon/shared';
import { ThemeProvider } from '@beacon/shared/ui';
import { SWR_OPTIONS } from '../ui/AppProviders';
import { testAuth, type TestViewer } from './auth';
import { testConfig } from './config';

/** Where a link led: the path and the navigation state it carried. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </div>
  );
}

export interface RenderPageOptions {
  /** The URL the page opens at (path, query, hash). */
  path?: string;
  /** The route pattern the page is mounted on, e.g. `/events/:id`; defaults to `path`. */
  route?: string;
  config?: RuntimeConfig;
  /** Who is signed in: a viewer name or a whole auth state (`testAuth(…)`). Signed out by default. */
  auth?: TestViewer | AuthState;
}

export type RenderPageResult = RenderResult & { router: ReturnType<typeof createMemoryRouter> };

/**
 * A page as the host renders it: runtime config, the site theme, a fixed auth state, a fresh
 * SWR cache (nothing shared between tests) and a router at `path`. Any other route renders a
 * probe of the location (test id `location`), so a test can see where a link led.
 */
export function renderPage(
  element: ReactElement,
  { path = '/', route, config = testConfig(), auth = 'signed-out' }: RenderPageOptions = {},
): RenderPageResult {
  const routes: RouteObject[] = [
    { path: route ?? new URL(path, 'http://site.test').pathname, element },
    { path: '*', element: <LocationProbe /> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <ConfigProvider config={config}>
      <ThemeProvider>
        <SWRConfig value={{ ...SWR_OPTIONS, provider: () => new Map() }}>
          <AuthStateProvider value={typeof auth === 'string' ? testAuth(auth) : auth}>
            <RouterProvider router={router} />
          </AuthStateProvider>
        </SWRConfig>
      </ThemeProvider>
    </ConfigProvider>,
  );
  return { ...result, router };
}

/**
 * A page rendered to HTML the way a build-time prerender does (`react-dom/server`, no effects, no
 * data): the same providers and router as `renderPage`. A page that touches `window` or `document`
 * while rendering throws here.
 */
export function renderPageToString(
  element: ReactElement,
  { path = '/', route, config = testConfig(), auth = 'signed-out' }: RenderPageOptions = {},
): string {
  const router = createMemoryRouter([{ path: route ?? new URL(path, 'http://site.test').pathname, element }], { initialEntries: [path] });
  return renderToString(
    <ConfigProvider config={config}>
      <ThemeProvider>
        <SWRConfig value={{ ...SWR_OPTIONS, provider: () => new Map() }}>
          <AuthStateProvider value={typeof auth === 'string' ? testAuth(auth) : auth}>
            <RouterProvider router={router} />
          </AuthStateProvider>
        </SWRConfig>
      </ThemeProvider>
    </ConfigProvider>,
  );
}

import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { SWRConfig } from 'swr';
import { ConfigProvider, runtimeConfigFromEnv, type RuntimeConfig } from '@beacon/shared';

export const TEST_VIDEO_API = 'http://videos.test/video-api';

export function testConfig(overrides: Partial<RuntimeConfig> = {}): RuntimeConfig {
  return {
    ...runtimeConfigFromEnv({ VIDEO_API_URL: TEST_VIDEO_API, VIDEO_EMBED_URL: 'http://embed.test/embed' }),
    ...overrides,
  };
}

/** Where a link led: the path and the navigation state it carried. */
function LocationProbe() {
  const location = useLocation();
  return (
    <div data-testid="location" data-state={JSON.stringify(location.state ?? null)}>
      {location.pathname}
    </div>
  );
}

/**
 * A page as the host renders it: runtime config, a fresh SWR cache (no state shared between
 * tests) and a router at `path`. Routes that are not the page render a probe of the location.
 */
export function renderPage(
  element: ReactElement,
  { path = '/video-reports', route = path, config = testConfig() }: { path?: string; route?: string; config?: RuntimeConfig } = {},
) {
  const routes: RouteObject[] = [
    { path: route, element },
    { path: '*', element: <LocationProbe /> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <ConfigProvider config={config}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <RouterProvider router={router} />
      </SWRConfig>
    </ConfigProvider>,
  );
  return { ...result, router };
}

import { createRef, useEffect, type ReactElement, type RefObject } from 'react';
import { render, waitFor, type RenderResult } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  MemoryRouter,
  Route,
  Routes,
  StaticRouter,
  useLocation,
  useNavigate,
  type NavigateFunction,
  type NavigateOptions,
  type To,
} from '@beacon/shared/router';
import { SWRConfig } from 'swr';
import { StyleProvider } from '@ant-design/cssinjs';
import { AuthStateProvider, ConfigProvider, type AuthState, type RuntimeConfig } from '@beacon/shared';
import { ThemeProvider, usePageSettled } from '@beacon/shared/ui';
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

/** Navigation from outside the page, as the visitor's browser would do it. */
export interface TestRouter {
  navigate(to: To, options?: NavigateOptions): Promise<void>;
  navigate(delta: number): Promise<void>;
}

export type RenderPageResult = RenderResult & { router: TestRouter };

/** Hands the router's navigate function to the test. */
function NavigateProbe({ navigateRef }: { navigateRef: RefObject<NavigateFunction | null> }) {
  const navigate = useNavigate();
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigateRef, navigate]);
  return null;
}

/**
 * A page as the host renders it: runtime config, the site theme, a fixed auth state, a fresh
 * SWR cache (nothing shared between tests) and a router at `path`. Any other route renders a
 * probe of the location (test id `location`), so a test can see where a link led.
 *
 * antd's components (the admin area) render with their class names but without adding their
 * generated stylesheets to the document (`StyleProvider mock="server"`): jsdom matches every rule
 * of every sheet each time a query asks whether an element is visible, and with antd's thousands of
 * rules one admin test file took minutes. The site's own kit stylesheet is still there.
 */
export function renderPage(
  element: ReactElement,
  { path = '/', route, config = testConfig(), auth = 'signed-out' }: RenderPageOptions = {},
): RenderPageResult {
  const navigateRef = createRef<NavigateFunction>();
  const navigate = (to: To | number, options?: NavigateOptions): Promise<void> => {
    const current = navigateRef.current;
    if (!current) throw new Error('renderPage: the router is not mounted');
    return Promise.resolve(typeof to === 'number' ? current(to) : current(to, options));
  };
  const result = render(
    <StyleProvider mock="server">
      <ConfigProvider config={config}>
        <ThemeProvider>
          <SWRConfig value={{ ...SWR_OPTIONS, provider: () => new Map() }}>
            <AuthStateProvider value={typeof auth === 'string' ? testAuth(auth) : auth}>
              <MemoryRouter initialEntries={[path]}>
                <NavigateProbe navigateRef={navigateRef} />
                <Routes>
                  <Route path={route ?? new URL(path, 'http://site.test').pathname} element={element} />
                  <Route path="*" element={<LocationProbe />} />
                </Routes>
              </MemoryRouter>
            </AuthStateProvider>
          </SWRConfig>
        </ThemeProvider>
      </ConfigProvider>
    </StyleProvider>,
  );
  return { ...result, router: { navigate } };
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
  return renderToString(
    <ConfigProvider config={config}>
      <ThemeProvider>
        <SWRConfig value={{ ...SWR_OPTIONS, provider: () => new Map() }}>
          <AuthStateProvider value={typeof auth === 'string' ? testAuth(auth) : auth}>
            <StaticRouter location={path}>
              <Routes>
                <Route path={route ?? new URL(path, 'http://site.test').pathname} element={element} />
              </Routes>
            </StaticRouter>
          </AuthStateProvider>
        </SWRConfig>
      </ThemeProvider>
    </ConfigProvider>,
  );
}

/**
 * Resolves once the page has settled, when decorative motion starts (a background video, a pulse):
 * a test of what moves, or stays still, asserts after it.
 */
export async function waitForPageSettled(): Promise<void> {
  function Probe() {
    return usePageSettled() ? <i data-page-settled hidden /> : null;
  }
  const { container, unmount } = render(<Probe />);
  await waitFor(() => {
    if (!container.querySelector('[data-page-settled]')) throw new Error('the page has not settled yet');
  });
  unmount();
}

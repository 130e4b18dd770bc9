import { Suspense, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { Route, Routes, StaticRouter } from '../router';
import { SWRConfig } from 'swr';
import { AuthStateProvider, ConfigProvider, type AuthState, type RuntimeConfig } from '../index';
import { prerenderConfig } from './placeholders';

/** Nobody is known yet when a page is prerendered: auth is still loading, as on the first client render. */
const LOADING_AUTH: AuthState = {
  status: 'loading',
  user: null,
  getToken: async () => null,
  signOut: async () => undefined,
  notice: null,
  mode: 'development',
  widgets: { SignInButton: () => null, UserButton: () => null, SignInForm: () => null },
};

export interface PrerenderedPage {
  html: string;
}

/**
 * A page's first screen as HTML, rendered the way a visitor's browser first renders it: no data
 * yet (an empty SWR cache: skeletons), nobody signed in yet, the site texts as placeholders.
 * The page sits in a Suspense boundary, as in the host's slot that hydrates it: a copy that does
 * not match the page's code is rendered anew in the browser, not the whole document.
 */
export function renderPageToHtml(Page: ComponentType, config: RuntimeConfig = prerenderConfig()): PrerenderedPage {
  const html = renderToString(
    <ConfigProvider config={config}>
      <SWRConfig value={{ provider: () => new Map() }}>
        <AuthStateProvider value={LOADING_AUTH}>
          <StaticRouter location="/">
            <Routes>
              <Route
                path="*"
                element={
                  <Suspense fallback={null}>
                    <Page />
                  </Suspense>
                }
              />
            </Routes>
          </StaticRouter>
        </AuthStateProvider>
      </SWRConfig>
    </ConfigProvider>,
  );
  return { html };
}

/** The exposed modules of a remote, as its build imports them. */
export type ExposedModules = Readonly<Record<string, { default?: unknown }>>;

/**
 * Every exposed page of a remote rendered to HTML (`./EventsPage` → its first screen). A page that
 * cannot render without a browser is left out: the host then renders it on the client, as before.
 */
export function prerenderExposes(modules: ExposedModules): Record<string, PrerenderedPage> {
  const pages: Record<string, PrerenderedPage> = {};
  for (const [expose, module] of Object.entries(modules)) {
    if (typeof module.default !== 'function') continue;
    try {
      pages[expose] = renderPageToHtml(module.default as ComponentType);
    } catch (error) {
      console.warn(`[prerender] ${expose} was not prerendered:`, error instanceof Error ? error.message : error);
    }
  }
  return pages;
}

import { Suspense, type ComponentType, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { matchPath, Route, Routes, StaticRouter } from '../router';
import { SWRConfig, unstable_serialize } from 'swr';
import { AuthStateProvider, ConfigProvider, type AuthState, type RuntimeConfig } from '../index';
import { servedCache, type ServedCacheState, type ServedPage } from '../hydration/servedData';
import { RenderedForAddressContext } from '../hydration/pageClock';
import { recordVenueReadings } from '../utils/zonedTime';
import type { DataPage } from '../hydration/definePage';
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

interface PageTreeOptions {
  config: RuntimeConfig;
  /** The SWR cache the page renders from. */
  cache: Map<string, ServedCacheState>;
  /** The request's URL, the route pattern the page answers and when it renders, or none (a build's prerender). */
  address?: { url: string; pattern: string; at: number };
}

/**
 * The page as the host's slot renders it: config, SWR cache, nobody signed in yet, the router,
 * and a Suspense boundary (a copy that does not match the page's code is rendered anew in the
 * browser, not the whole document).
 */
function pageTree(Page: ComponentType, { config, cache, address }: PageTreeOptions): ReactNode {
  return (
    <ConfigProvider config={config}>
      <SWRConfig value={{ provider: () => cache }}>
        <AuthStateProvider value={LOADING_AUTH}>
          <RenderedForAddressContext.Provider value={address ? { at: address.at } : null}>
            <StaticRouter location={address?.url ?? '/'}>
              <Routes>
                <Route
                  path={address?.pattern ?? '*'}
                  element={
                    <Suspense fallback={null}>
                      <Page />
                    </Suspense>
                  }
                />
              </Routes>
            </StaticRouter>
          </RenderedForAddressContext.Provider>
        </AuthStateProvider>
      </SWRConfig>
    </ConfigProvider>
  );
}

/**
 * A page's first screen as HTML, rendered the way a visitor's browser first renders it: no data
 * yet (an empty SWR cache: skeletons), nobody signed in yet, the site texts as placeholders.
 */
export function renderPageToHtml(Page: ComponentType, config: RuntimeConfig = prerenderConfig()): PrerenderedPage {
  return { html: renderToString(pageTree(Page, { config, cache: new Map() })) };
}

export interface PageForAddress extends PrerenderedPage {
  /** When the page was rendered and the API answers it was rendered with, for the browser to hydrate from. */
  data: ServedPage;
}

/** Resolves with the answer, or with nothing once `ms` have passed or when the request fails. */
const answerWithin = (request: () => unknown, ms: number): Promise<{ value: unknown } | null> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(null), ms);
    Promise.resolve()
      .then(request)
      .then(
        (value) => resolve({ value }),
        () => resolve(null),
      )
      .finally(() => clearTimeout(timer));
  });

/**
 * A page rendered for a request: at its URL, once, from an SWR cache holding the answers to the
 * requests its `load` declares for that address (see `definePage`). An answer later than
 * `timeoutMs`, or a failure, is left out: the page shows its placeholder for it. A page without
 * `load` renders with none.
 */
export async function renderPageForAddress(
  Page: DataPage,
  address: { url: string; pattern: string },
  config: RuntimeConfig,
  timeoutMs: number,
): Promise<PageForAddress> {
  const rendered = { ...address, at: Date.now() };
  const location = new URL(address.url, 'http://localhost');
  const params = matchPath(address.pattern, location.pathname)?.params ?? {};
  const requests = Page.load?.({ url: address.url, params, search: location.searchParams }, config) ?? [];
  const answers = await Promise.all(
    requests.map(async ({ key, fetch }) => [unstable_serialize(key), await answerWithin(fetch, timeoutMs)] as const),
  );
  const served = answers.flatMap(([id, answer]) => (answer ? [[id, answer.value] as [string, unknown]] : []));
  const { value: html, readings } = recordVenueReadings(() =>
    renderToString(pageTree(Page, { config, cache: servedCache(served), address: rendered })),
  );
  const data: ServedPage = { at: rendered.at, answers: served, ...(readings.length > 0 ? { venueTimes: readings } : {}) };
  return { html, data };
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

/** One exposed page of a remote rendered for a request (see `renderPageForAddress`); null for an expose it does not have. */
export async function renderExposeForAddress(
  modules: ExposedModules,
  expose: string,
  address: { url: string; pattern: string },
  config: RuntimeConfig,
  timeoutMs: number,
): Promise<PageForAddress | null> {
  const Page = Object.hasOwn(modules, expose) ? modules[expose]?.default : undefined;
  return typeof Page === 'function' ? renderPageForAddress(Page as DataPage, address, config, timeoutMs) : null;
}

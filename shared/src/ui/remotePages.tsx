import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { RouteObject } from '@beacon/shared/router';
import type { SiteContent } from '@beacon/shared/config';
import { standaloneRoutes, type RemoteName } from '@beacon/shared/routes';
import { AdminGate } from './AdminGate';

/** A remote's page modules by exposed name (`./TipsPage` → `() => import('./features/tips/TipsPage')`), loaded when visited. */
export type PageModules = Readonly<Record<string, () => Promise<{ default: ComponentType }>>>;

const pages = new Map<string, LazyExoticComponent<ComponentType>>();

function pageOf(app: RemoteName, modules: PageModules, expose: string): LazyExoticComponent<ComponentType> {
  const load = modules[expose];
  if (!load) throw new Error(`${app}: the route manifest names ${expose}, which the build did not generate a page module for.`);
  const key = `${app}${expose}`;
  let page = pages.get(key);
  if (!page) {
    page = lazy(load);
    pages.set(key, page);
  }
  return page;
}

/**
 * A remote's standalone routes: each page the route manifest gives the remote, at the manifest's
 * pattern, loaded when visited (behind the admin gate where the route is gated).
 */
export function remotePageRoutes(app: RemoteName, site: Pick<SiteContent, 'hoaxSlug'>, modules: PageModules): RouteObject[] {
  return standaloneRoutes(app, site).map(({ path, expose, gated }) => {
    const Page = pageOf(app, modules, expose);
    const page = (
      <Suspense fallback={null}>
        <Page />
      </Suspense>
    );
    return { path, element: gated ? <AdminGate>{page}</AdminGate> : page };
  });
}

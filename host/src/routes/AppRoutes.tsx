import { useMemo, type ReactNode } from 'react';
import { useRoutes, type RouteObject } from '@beacon/shared/router';
import type { SiteContent } from '@beacon/shared';
import { Shell } from '../shell/Shell';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { RemotePage } from './RemotePage';
import { SensitiveDocument } from './SensitiveDocument';
import { remoteRoutes } from './routeTable';

/** The host's route table: its own home and 404 pages, every other route a remote's page. */
export function appRoutes(site: SiteContent): RouteObject[] {
  const routes = remoteRoutes(site);
  const sensitive = routes.filter((route) => route.sensitive).map((route) => route.path);
  const page = (key: string, element: ReactNode) => (
    <SensitiveDocument key={key} sensitive={sensitive}>
      {element}
    </SensitiveDocument>
  );
  return [
    {
      element: <Shell />,
      children: [
        { index: true, element: page('/', <HomePage />) },
        ...routes.map((route) => ({ path: route.path, element: page(route.path, <RemotePage key={route.path} route={route} />) })),
        { path: '*', element: page('*', <NotFoundPage />) },
      ],
    },
  ];
}

/** The route table rendered by whichever router surrounds it (the browser's, or a static one). */
export function AppRoutes({ site }: { site: SiteContent }) {
  return useRoutes(useMemo(() => appRoutes(site), [site]));
}

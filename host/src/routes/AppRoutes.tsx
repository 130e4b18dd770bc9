import { useMemo } from 'react';
import { useRoutes, type RouteObject } from '@beacon/shared/router';
import type { SiteContent } from '@beacon/shared';
import { Shell } from '../shell/Shell';
import { HomePage } from '../features/home/HomePage';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { RemotePage } from './RemotePage';
import { SensitivePage } from './SensitivePage';
import { remoteRoutes } from './routeTable';

/** The host's route table: its own home and 404 pages, every other route a remote's page. */
export function appRoutes(site: SiteContent): RouteObject[] {
  return [
    {
      element: <Shell />,
      children: [
        { index: true, element: <HomePage /> },
        ...remoteRoutes(site).map((route) => {
          const page = <RemotePage key={route.path} route={route} />;
          return {
            path: route.path,
            element: route.sensitive ? (
              <SensitivePage key={route.path} pattern={route.path}>
                {page}
              </SensitivePage>
            ) : (
              page
            ),
          };
        }),
        { path: '*', element: <NotFoundPage /> },
      ],
    },
  ];
}

/** The route table rendered by whichever router surrounds it (the browser's, or a static one). */
export function AppRoutes({ site }: { site: SiteContent }) {
  return useRoutes(useMemo(() => appRoutes(site), [site]));
}

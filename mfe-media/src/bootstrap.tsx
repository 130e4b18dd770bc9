import { mountStandalone, remotePageRoutes, type PageModules } from '@beacon/shared/ui';
import { paths } from '@beacon/shared/routes';
import { StandaloneHome } from './app/StandaloneHome';

// The modules of this remote's pages, by the name the route manifest gives them, each loaded when its route is visited.
const PAGE_MODULES: PageModules = {
  './ArchivePage': () => import('./features/archive/ArchivePage'),
  './PlayerPage': () => import('./features/player/PlayerPage'),
  './ElectionPage': () => import('./features/election/ElectionPage'),
  './HoaxPage': () => import('./features/hoax/HoaxPage'),
  './TeaserPage': () => import('./features/teaser/TeaserPage'),
};

// Standalone: this remote's pages alone, with the same providers as in the host; its routes are the manifest's.
void mountStandalone((site) => [
  { path: paths.home.path, element: <StandaloneHome /> },
  ...remotePageRoutes('mfe_media', site, PAGE_MODULES),
]);

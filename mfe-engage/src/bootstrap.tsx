import { mountStandalone, remotePageRoutes, type PageModules } from '@beacon/shared/ui';
import { paths } from '@beacon/shared/routes';
import { StandaloneHome } from './app/StandaloneHome';

// The modules of this remote's pages, by the name the route manifest gives them, each loaded when its route is visited.
const PAGE_MODULES: PageModules = {
  './TipsPage': () => import('./features/tips/TipsPage'),
  './SpeakingPage': () => import('./features/speaking/SpeakingPage'),
  './PrivacyPage': () => import('./features/privacy/PrivacyPage'),
};

// Standalone: this remote's pages alone, with the same providers as in the host; its routes are the manifest's.
void mountStandalone((site) => [
  { path: paths.home.path, element: <StandaloneHome /> },
  ...remotePageRoutes('mfe_engage', site, PAGE_MODULES),
]);

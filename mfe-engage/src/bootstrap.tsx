import { mountStandalone, remotePageRoutes } from '@beacon/shared/ui';
import PAGE_MODULES from '@beacon/generated/page-modules';
import { paths } from '@beacon/shared/routes';
import { StandaloneHome } from './app/StandaloneHome';

// Standalone: this remote's pages alone, with the same providers as in the host; its routes are the manifest's.
void mountStandalone((site) => [
  { path: paths.home.path, element: <StandaloneHome /> },
  ...remotePageRoutes('mfe_engage', site, PAGE_MODULES),
]);

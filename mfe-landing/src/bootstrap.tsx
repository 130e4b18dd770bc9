import { mountStandalone } from '@beacon/shared/ui';
import LandingPage from './features/landing/LandingPage';
import { paths } from '@beacon/shared/routes';

// Standalone: this remote's pages alone, with the same providers as in the host.
void mountStandalone(() => [{ path: paths.home.path, element: <LandingPage /> }]);

import { mountStandalone } from '@beacon/shared/ui';
import LandingPage from './features/landing/LandingPage';

// Standalone: this remote's pages alone, with the same providers as in the host.
void mountStandalone(() => [
    { path: '/', element: <LandingPage /> },
]);

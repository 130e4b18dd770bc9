import { mountStandalone } from '@beacon/shared/ui';
import TipsPage from './features/tips/TipsPage';
import SpeakingPage from './features/speaking/SpeakingPage';

// Standalone: this remote's pages alone, with the same providers as in the host.
void mountStandalone(() => [
    { path: '/tips', element: <TipsPage /> },
    { path: '/speaking', element: <SpeakingPage /> },
]);

import { mountStandalone } from '@beacon/shared/ui';
import TipsPage from './features/tips/TipsPage';
import SpeakingPage from './features/speaking/SpeakingPage';
import { paths } from '@beacon/shared/routes';

// Standalone: this remote's pages alone, with the same providers as in the host.
void mountStandalone(() => [
  { path: paths.tips.path, element: <TipsPage /> },
  { path: paths.speaking.path, element: <SpeakingPage /> },
]);

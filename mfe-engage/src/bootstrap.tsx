import { mountStandalone } from '@beacon/shared/ui';
import { paths } from '@beacon/shared/routes';
import { StandaloneHome } from './app/StandaloneHome';
import TipsPage from './features/tips/TipsPage';
import SpeakingPage from './features/speaking/SpeakingPage';

// Standalone: this remote's pages alone, with the same providers as in the host.
void mountStandalone(() => [
  { path: paths.home.path, element: <StandaloneHome /> },
  { path: paths.tips.path, element: <TipsPage /> },
  { path: paths.speaking.path, element: <SpeakingPage /> },
]);

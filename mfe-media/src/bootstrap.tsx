import { mountStandalone } from '@beacon/shared/ui';
import ArchivePage from './features/archive/ArchivePage';
import PlayerPage from './features/player/PlayerPage';
import ElectionPage from './features/election/ElectionPage';
import HoaxPage from './features/hoax/HoaxPage';
import TeaserPage from './features/teaser/TeaserPage';
import { StandaloneHome } from './app/StandaloneHome';

// Standalone: this remote's pages alone, with the same providers as in the host.
void mountStandalone((site) => [
  { path: '/', element: <StandaloneHome /> },
  { path: '/video-reports', element: <ArchivePage /> },
  { path: '/video-reports/video/:id', element: <PlayerPage /> },
  { path: '/video-reports/live', element: <PlayerPage /> },
  { path: '/election', element: <ElectionPage /> },
  { path: `/${site.hoaxSlug}-hoax`, element: <HoaxPage /> },
  { path: '/my-new-family', element: <TeaserPage /> },
]);

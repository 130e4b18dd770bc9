import { mountStandalone } from '@beacon/shared/ui';
import ArchivePage from './features/archive/ArchivePage';
import PlayerPage from './features/player/PlayerPage';
import ElectionPage from './features/election/ElectionPage';
import HoaxPage from './features/hoax/HoaxPage';
import TeaserPage from './features/teaser/TeaserPage';
import { StandaloneHome } from './app/StandaloneHome';
import { paths } from '@beacon/shared/routes';

// Standalone: this remote's pages alone, with the same providers as in the host.
void mountStandalone((site) => [
  { path: paths.home.path, element: <StandaloneHome /> },
  { path: paths.videoReports.archive.path, element: <ArchivePage /> },
  { path: paths.videoReports.video.path, element: <PlayerPage /> },
  { path: paths.videoReports.live.path, element: <PlayerPage /> },
  { path: paths.election.path, element: <ElectionPage /> },
  { path: paths.hoax.path(site.hoaxSlug), element: <HoaxPage /> },
  { path: paths.myNewFamily.path, element: <TeaserPage /> },
]);

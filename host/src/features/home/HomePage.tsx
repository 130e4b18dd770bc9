import { PageMain } from '@beacon/shared/ui';
import { HomeHero } from './HomeHero';
import { HomeWidget } from './HomeWidget';

/** The home page is the host's own: the hero, then the remotes' home widgets. */
export function HomePage() {
  return (
    <PageMain title="">
      <HomeHero />
      <HomeWidget id="latest-videos" heading="Latest Video Reports" remote="mfe_media" expose="./LatestVideos" />
    </PageMain>
  );
}

import { fillSiteTokens, useConfig } from '@beacon/shared';
import { PageMain, PreviewNote } from '@beacon/shared/ui';
import { HomeHero } from './HomeHero';
import { HomeWidget } from './HomeWidget';
import { useHomeContent } from './useHomeContent';

/** The home page is the host's own: the hero, then the remotes' home widgets, in the words of its content record. */
export function HomePage() {
  const { body, preview } = useHomeContent();
  const { site } = useConfig();
  return (
    <PageMain title="">
      {preview && (
        <div className="beacon-home-preview">
          <PreviewNote />
        </div>
      )}
      <HomeHero words={body} />
      <HomeWidget id="latest-videos" heading={fillSiteTokens(body.latestVideosHeading, site)} remote="mfe_media" expose="./LatestVideos" />
    </PageMain>
  );
}

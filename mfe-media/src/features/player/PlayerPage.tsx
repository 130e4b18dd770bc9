import { useDeferredValue } from 'react';
import { useParams } from '@beacon/shared/router';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { useConfig } from '@beacon/shared';
import { definePage, usePageClock } from '@beacon/shared/hydration';
import type { Video } from '@beacon/shared/schemas';
import { ButtonLink, PageMain, PageNotFound, Result, visuallyHidden } from '@beacon/shared/ui';
import { Styles } from '../../components/Styles';
import { useVideoList, videoListRequest } from '../../hooks/useVideoList';
import { useVideoLookup, videoLookupRequest } from '../../hooks/useVideoLookup';
import { isVideoId, videoIdFromUrl } from '../../lib/videoId';
import { videoTitle } from '../../lib/videoSubtitle';
import { liveEmbedSrc, PLAYER_ALLOW, videoEmbedSrc } from '../../lib/embedUrl';
import { playerCss } from './playerStyles';
import { videoDetails, watchUrl } from './videoDetails';
import { paths } from '@beacon/shared/routes';

const ARCHIVE_PATH = paths.videoReports.archive.href();
const ALL_VIDEOS = { kind: 'category', playlistId: null } as const;

/**
 * The catalogue entry of a video id: from the list of every video (the archive's 'All videos', so a
 * video opened from the archive shows its details at once), else looked up by its id (an older video
 * than the list holds); `missing` when the Video API says there is no such video.
 */
function useVideo(id: string | null): { video: Video | null; loading: boolean; missing: boolean } {
  const { videos, loading, failure } = useVideoList(id ? ALL_VIDEOS : null);
  const listed = (id && videos.find((item) => videoIdFromUrl(item.videoUrl) === id)) || null;
  const lookup = useVideoLookup(id && !listed && !loading && !failure ? id : null);
  return { video: listed ?? lookup.video, loading, missing: lookup.missing };
}

/** Channel, date and views; a placeholder of the same height while the catalogue loads (and in the served HTML). */
function VideoContext({ video, loading }: { video: Video | null; loading: boolean }) {
  if (!video) {
    return <p className="media-player-meta">{loading && <span className="media-player-meta-skeleton" aria-hidden />}</p>;
  }
  const { channel, date, views } = videoDetails(video);
  return (
    <p className="media-player-meta">
      {[channel, date && <time dateTime={video.publishedDate}>{date}</time>, views].filter(Boolean).map((part, index) => (
        <span key={index} className="media-player-meta-part">
          {part}
        </span>
      ))}
    </p>
  );
}

const backLink = (
  <ButtonLink to={ARCHIVE_PATH} type="text" icon={<ArrowLeftOutlined aria-hidden />}>
    Back to Video Reports
  </ButtonLink>
);

/**
 * The copy a build prerenders without the URL: the player's frame with neither a video nor the live
 * stream in it (it would start loading the wrong one), until the page renders for its address.
 */
function ServedPlayer() {
  return (
    <PageMain title="Video">
      <Styles id="player" css={playerCss} />
      <div className="media-player">
        <div className="media-player-bar">
          {backLink}
          <div className="media-player-heading">
            <h1 className="media-player-title">Video Report</h1>
            <VideoContext video={null} loading />
          </div>
        </div>
        <div className="media-player-frame" />
      </div>
    </PageMain>
  );
}

/**
 * The video player and the live stream: the external player, full screen in an iframe from the
 * privacy-enhanced embed host, under the video's title, channel, date and views, with a link to
 * watch it on the video site (the only way to watch when the embed fails). An id that is not an
 * 11-character video id gets a message instead of a broken player.
 */
function PlayerPage() {
  // A copy served for this address (with the video's details) hydrates as the player. A copy
  // prerendered without it (no clock: no address either) hydrates as the frame, which the player then
  // replaces in the background, in slices, rather than in the synchronous render React forces when
  // the address becomes known.
  const known = useDeferredValue(usePageClock() !== null);
  return known ? <Player /> : <ServedPlayer />;
}

function Player() {
  const { id } = useParams();
  const { videoEmbedUrl, site } = useConfig();
  const live = id === undefined;
  const videoId = isVideoId(id) ? id : null;
  const { video, loading, missing } = useVideo(videoId);
  const channel = site.liveChannelId.trim();
  const src = live ? (channel ? liveEmbedSrc(videoEmbedUrl, channel) : null) : videoId ? videoEmbedSrc(videoEmbedUrl, videoId) : null;
  const title = video ? videoTitle(video) : null;
  const heading = live ? 'Live Stream' : (title ?? 'Video Report');
  // The 404 the page server answers: no player, no link to a video that is not there.
  if (missing) return <PageNotFound detail="There is no video at this address. It may have been removed." backLabel="Back to Home" />;

  return (
    <PageMain title={live ? 'Live' : (title ?? 'Video')}>
      <Styles id="player" css={playerCss} />
      <div className="media-player">
        <div className="media-player-bar">
          {backLink}
          <div className="media-player-heading">
            <h1 className="media-player-title">{heading}</h1>
            {videoId && <VideoContext video={video} loading={loading} />}
          </div>
          {videoId && (
            <a className="media-player-original" href={watchUrl(videoId)} target="_blank" rel="noopener noreferrer">
              Watch on YouTube<span className={visuallyHidden}> (opens in a new tab)</span>
            </a>
          )}
        </div>
        {src ? (
          <iframe
            className="media-player-frame"
            src={src}
            title={live ? `${site.organisationName} live stream` : 'Video player'}
            allow={PLAYER_ALLOW}
            allowFullScreen
            referrerPolicy="strict-origin-when-cross-origin"
          />
        ) : (
          <div className="media-player-invalid">
            <Result
              status="warning"
              title={live ? 'The live stream is not set up' : 'This video link is not valid'}
              subTitle={
                live
                  ? 'No live channel is configured for this site. Please browse the archive instead.'
                  : 'A video id is 11 letters, digits, dashes or underscores. Please pick the video again from the archive.'
              }
              extra={
                <ButtonLink to={ARCHIVE_PATH} type="primary">
                  Browse Video Reports
                </ButtonLink>
              }
            />
          </div>
        )}
      </div>
    </PageMain>
  );
}

/**
 * Its first screen, for a valid video id (none for the live stream): the catalogue the video's details
 * come from, and the video looked up by id, in case the catalogue's list does not hold it.
 */
export default definePage(PlayerPage, ({ params }, config) =>
  isVideoId(params.id) ? [videoListRequest(config.videoApiUrl, ALL_VIDEOS), videoLookupRequest(config.videoApiUrl, params.id)] : [],
);

import { useLocation, useParams } from '@beacon/shared/router';
import ArrowLeftOutlined from '@ant-design/icons/ArrowLeftOutlined';
import { useConfig } from '@beacon/shared';
import { ButtonLink, PageMain, Result } from '@beacon/shared/ui';
import { Styles } from '../../components/Styles';
import { isVideoId, videoIdFromUrl } from '../../lib/videoId';
import { liveEmbedSrc, PLAYER_ALLOW, videoEmbedSrc } from '../../lib/embedUrl';
import { playerCss } from './playerStyles';
import { paths } from '@beacon/shared/routes';

/** Navigation state a video card passes along: the original video URL. */
interface PlayerState {
  videoUrl?: unknown;
}

const ARCHIVE_PATH = paths.videoReports.archive.href();

/** The original video URL from the card, when it is really this video's. */
function useOriginalUrl(id: string | undefined): string | null {
  const state = useLocation().state as PlayerState | null;
  const url = typeof state?.videoUrl === 'string' ? state.videoUrl : null;
  return url && id && videoIdFromUrl(url) === id ? url : null;
}

/**
 * The video player and the live stream: the external player, full screen in an iframe from the
 * privacy-enhanced embed host. An id that is not an 11-character video id gets a message instead
 * of a broken player.
 */
export default function PlayerPage() {
  const { id } = useParams();
  const { videoEmbedUrl, site } = useConfig();
  const originalUrl = useOriginalUrl(id);
  const live = id === undefined;
  const channel = site.liveChannelId.trim();
  const src = live ? (channel ? liveEmbedSrc(videoEmbedUrl, channel) : null) : isVideoId(id) ? videoEmbedSrc(videoEmbedUrl, id) : null;
  const heading = live ? 'Live Stream' : 'Video Report';

  return (
    <PageMain title={live ? 'Live' : 'Video'}>
      <Styles id="player" css={playerCss} />
      <div className="media-player">
        <div className="media-player-bar">
          <ButtonLink to={ARCHIVE_PATH} type="text" icon={<ArrowLeftOutlined aria-hidden />}>
            Back to Video Reports
          </ButtonLink>
          <h1 className="media-player-title">{heading}</h1>
          {originalUrl && (
            <a className="media-player-original" href={originalUrl} target="_blank" rel="noopener noreferrer">
              Watch on YouTube<span className="media-visually-hidden"> (opens in a new tab)</span>
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

import { VideoResults } from '../../components/video/VideoResults';
import { ARCHIVE_COPY } from '../../content/archive';
import { useVideoList } from '../../hooks/useVideoList';

/** How many videos the home page shows. */
export const LATEST_COUNT = 6;

const ALL_VIDEOS = { kind: 'category', playlistId: null } as const;

/**
 * The home page's widget (exposed as ./LatestVideos): the six newest videos as archive cards. The
 * host supplies the section and its heading, so this renders no heading and no `main`. It reads
 * the archive's 'all' list, so opening the archive afterwards is instant.
 */
export default function LatestVideos() {
  const { videos, loading, failure, retry } = useVideoList(ALL_VIDEOS);
  return (
    <VideoResults
      videos={videos.slice(0, LATEST_COUNT)}
      loading={loading}
      failure={failure}
      onRetry={retry}
      placeholders={LATEST_COUNT}
      emptyText={ARCHIVE_COPY.categoryEmpty}
    />
  );
}

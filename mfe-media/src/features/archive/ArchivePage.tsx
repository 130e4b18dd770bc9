import { definePage } from '@beacon/shared/hydration';
import { Button, PageMain, visuallyHidden } from '@beacon/shared/ui';
import { Styles } from '../../components/Styles';
import { VideoResults } from '../../components/video/VideoResults';
import { ARCHIVE_COPY } from '../../content/archive';
import { useVideoList, videoListRequest } from '../../hooks/useVideoList';
import { archiveCss } from './archiveStyles';
import { ArchiveIntro } from './ArchiveIntro';
import { CategoryBar } from './CategoryBar';
import { SearchBox } from './SearchBox';
import { archiveQueryOf, useArchiveQuery } from './useArchiveQuery';

const countVideos = (count: number): string => `${count} ${count === 1 ? 'video' : 'videos'}`;

/** The video archive (/video-reports): heading block, search, categories and the grid of cards. */
function ArchivePage() {
  const archive = useArchiveQuery();
  // The last list stays (dimmed, under a spinner) while the next loads: no collapse between lists.
  const { videos, loading, failure, retry } = useVideoList(archive.query, { keepPrevious: true });
  const heading = archive.searchTerm ? `Results for “${archive.searchTerm}”` : (archive.category?.label ?? ARCHIVE_COPY.allVideosHeading);
  const showAll = Boolean(archive.category && !archive.searchTerm);
  // Said to screen readers once a list has arrived; an empty or failed list announces its own text.
  const announcement = loading || failure || videos.length === 0 ? '' : `${heading}: ${countVideos(videos.length)}`;

  return (
    <PageMain title={ARCHIVE_COPY.title}>
      <Styles id="archive" css={archiveCss} />
      <div className="media-archive">
        <ArchiveIntro />
        <div className="media-archive-controls">
          <SearchBox value={archive.searchText} onChange={archive.setSearchText} onSubmit={archive.submitSearch} />
          <CategoryBar selected={archive.category} onSelect={archive.selectCategory} />
        </div>
        <section aria-labelledby="media-results-heading">
          <div className="media-results-head">
            <h2 id="media-results-heading" className="media-results-heading">
              {heading}
            </h2>
            {/* Always laid out, hidden when it does not apply: the heading row keeps its height (no shift). */}
            <span className={showAll ? undefined : 'media-show-all-hidden'}>
              <Button type="link" onClick={() => archive.selectCategory(null)}>
                Show all videos
              </Button>
            </span>
          </div>
          <p className={visuallyHidden} role="status" aria-live="polite" aria-atomic="true">
            {announcement}
          </p>
          <VideoResults
            videos={videos}
            loading={loading}
            failure={failure}
            onRetry={retry}
            emptyText={archive.searchTerm ? ARCHIVE_COPY.searchEmpty : ARCHIVE_COPY.categoryEmpty}
          />
        </section>
      </div>
    </PageMain>
  );
}

/** Its first screen: the list its URL asks for. */
export default definePage(ArchivePage, ({ search }, config) => [videoListRequest(config.videoApiUrl, archiveQueryOf(search))]);

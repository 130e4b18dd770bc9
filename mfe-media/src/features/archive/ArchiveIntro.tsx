import { useConfig } from '@beacon/shared';
import { ARCHIVE_COPY } from '../../content/archive';
import { fillSiteTokens } from '@beacon/shared/config';
import { visuallyHidden } from '@beacon/shared/ui';

/** The heading block: the archive's title and the welcome paragraph with the sponsor (donation) link. */
export function ArchiveIntro() {
  const { site } = useConfig();
  return (
    <header className="media-archive-intro">
      <h1 className="media-archive-title">{ARCHIVE_COPY.title}</h1>
      <p className="media-archive-welcome">
        {fillSiteTokens(ARCHIVE_COPY.welcome, site)}
        <a href={site.donationUrl} target="_blank" rel="noopener noreferrer">
          {ARCHIVE_COPY.sponsorLinkText}
          <span className={visuallyHidden}> (opens in a new tab)</span>
        </a>
        {ARCHIVE_COPY.welcomeEnd}
      </p>
    </header>
  );
}

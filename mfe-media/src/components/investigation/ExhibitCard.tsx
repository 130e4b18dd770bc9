import { useConfig } from '@beacon/shared';
import type { ContentExhibit } from '@beacon/shared/schemas';
import { fillSiteTokens } from '@beacon/shared/config';
import { videoIdFromUrl } from '../../lib/videoId';
import { ExhibitDescription } from './ExhibitDescription';
import { ExhibitVideo } from './ExhibitVideo';
import { Reveal } from './Reveal';
import { visuallyHidden } from '@beacon/shared/ui';

/** An exhibit: its number (its position), title, optional video (played here on request), description and its Links buttons. */
export function ExhibitCard({ exhibit, number }: { exhibit: ContentExhibit; number: number }) {
  const { site } = useConfig();
  const title = fillSiteTokens(exhibit.title, site);
  const videoUrl = exhibit.videoUrl ? fillSiteTokens(exhibit.videoUrl, site) : undefined;
  const videoId = videoIdFromUrl(videoUrl);
  const headingId = `media-exhibit-${number}`;
  return (
    <Reveal number={number}>
      <article className="media-exhibit" aria-labelledby={headingId}>
        <p className="media-exhibit-number" aria-hidden="true">
          Exhibit {number}
        </p>
        <h3 id={headingId} className="media-exhibit-title">
          <span className={visuallyHidden}>Exhibit {number}: </span>
          {title}
        </h3>
        {videoUrl && videoId && <ExhibitVideo videoUrl={videoUrl} videoId={videoId} title={title} />}
        <ExhibitDescription text={fillSiteTokens(exhibit.description, site)} />
        {exhibit.links.length > 0 && (
          <div className="media-exhibit-links">
            <p className="media-exhibit-links-label" id={`${headingId}-links`}>
              Links
            </p>
            <ul aria-labelledby={`${headingId}-links`}>
              {exhibit.links.map((link, index) => (
                <li key={index}>
                  <a className="media-link-button" href={fillSiteTokens(link.href, site)} target="_blank" rel="noopener noreferrer">
                    {fillSiteTokens(link.label, site)}
                    <span className={visuallyHidden}> (opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </article>
    </Reveal>
  );
}

import { useConfig } from '@beacon/shared';
import type { ContentExhibit } from '@beacon/shared/schemas';
import { fillSiteTokens } from '@beacon/shared/config';
import { videoEmbedSrc } from '../../lib/embedUrl';
import { videoIdFromUrl } from '../../lib/videoId';
import { ExhibitDescription } from './ExhibitDescription';
import { Reveal } from './Reveal';
import { visuallyHidden } from '@beacon/shared/ui';

/** An exhibit: its number (its position), title, optional embedded video, description and its Links buttons. */
export function ExhibitCard({ exhibit, number }: { exhibit: ContentExhibit; number: number }) {
  const { site, videoEmbedUrl } = useConfig();
  const title = fillSiteTokens(exhibit.title, site);
  const videoId = videoIdFromUrl(exhibit.videoUrl ? fillSiteTokens(exhibit.videoUrl, site) : undefined);
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
        {videoId && (
          <div className="media-exhibit-video">
            <iframe
              src={videoEmbedSrc(videoEmbedUrl, videoId)}
              title={`Video: ${title}`}
              loading="lazy"
              allow="accelerometer; encrypted-media; gyroscope; picture-in-picture"
              allowFullScreen
              referrerPolicy="strict-origin-when-cross-origin"
            />
          </div>
        )}
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

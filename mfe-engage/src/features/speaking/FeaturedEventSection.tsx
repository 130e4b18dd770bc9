import type { Ref } from 'react';
import type { FeaturedEvent } from '../../content/types';
import { withName } from '../../lib/withName';
import { Paragraphs } from './Paragraphs';
import { visuallyHidden } from '@beacon/shared/ui';

interface FeaturedEventSectionProps {
  event: FeaturedEvent;
  name: string;
  /** The heading: the 'Featured Event' button scrolls to it and focuses it. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** The featured upcoming event: its text, the hosting chapter's link (new tab) and the flyer. */
export function FeaturedEventSection({ event, name, headingRef }: FeaturedEventSectionProps) {
  return (
    <section className="engage-section" aria-labelledby="featured-event-heading">
      <h2 id="featured-event-heading" ref={headingRef} tabIndex={-1} className="engage-section-heading">
        {event.heading}
      </h2>
      <div className="engage-featured">
        <div>
          <h3 className="engage-featured-title">{withName(event.title, name)}</h3>
          <p className="engage-featured-when">{event.when}</p>
          <p className="engage-featured-where">{event.where}</p>
          <Paragraphs text={withName(event.description, name)} />
          <a className="engage-external-link" href={event.chapterLink.href} target="_blank" rel="noopener noreferrer">
            {event.chapterLink.label}
            <span className={visuallyHidden}> (opens in a new tab)</span>
          </a>
        </div>
        <img
          className="engage-flyer"
          src={event.flyer.src}
          width={event.flyer.width}
          height={event.flyer.height}
          alt={event.flyer.alt}
          loading="lazy"
          decoding="async"
        />
      </div>
    </section>
  );
}

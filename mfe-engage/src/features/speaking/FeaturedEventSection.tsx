import type { Ref } from 'react';
import { Link } from '@beacon/shared/router';
import { paths } from '@beacon/shared/routes';
import type { Event, SpeakingBody } from '@beacon/shared/schemas';
import { venueDateTimeRange } from '@beacon/shared/time';

/** The size the flyer's space is reserved at (event images are 16:9); a picture of another shape is fitted inside. */
const FLYER = { width: 1200, height: 675 };

interface FeaturedEventSectionProps {
  /** The next event marked Featured in the events table. */
  event: Event;
  /** The words around it: its heading and its link's text. */
  copy: SpeakingBody['featuredEvent'];
  /** The heading: the 'Featured Event' button scrolls to it and focuses it. */
  headingRef: Ref<HTMLHeadingElement>;
}

/** The featured upcoming event: its title, time at the venue (with the venue's zone), place, flyer, and a link to its page. */
export function FeaturedEventSection({ event, copy, headingRef }: FeaturedEventSectionProps) {
  return (
    <section className="engage-section" aria-labelledby="featured-event-heading">
      <h2 id="featured-event-heading" ref={headingRef} tabIndex={-1} className="engage-section-heading">
        {copy.heading}
      </h2>
      <div className="engage-featured">
        <div>
          <h3 className="engage-featured-title">{event.title}</h3>
          <p className="engage-featured-when">
            <time dateTime={event.date}>{venueDateTimeRange(event.date, event.endDate, event.timeZone)}</time>
          </p>
          <p className="engage-featured-where">{event.location}</p>
          <Link className="engage-featured-link" to={paths.events.detail.href(event._id)}>
            {copy.detailsLink}
          </Link>
        </div>
        {event.imageUrl && (
          // Decorative: the title, time and place beside it say what the flyer announces.
          <img
            className="engage-flyer"
            src={event.imageUrl}
            width={FLYER.width}
            height={FLYER.height}
            alt=""
            loading="lazy"
            decoding="async"
          />
        )}
      </div>
    </section>
  );
}

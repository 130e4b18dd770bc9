import { useRef } from 'react';
import { useConfig } from '@beacon/shared';
import { createApiClient } from '@beacon/shared/api';
import { definePage } from '@beacon/shared/hydration';
import { PageMain } from '@beacon/shared/ui';
import { Styles } from '../../components/Styles';
import { SPEAKING } from '../../content/speaking';
import { scrollToSection } from '../../lib/scrollToSection';
import { withName } from '../../lib/withName';
import { BookingForm } from './BookingForm';
import { FeaturedEventSection } from './FeaturedEventSection';
import { SpeakingHero } from './SpeakingHero';
import { speakingCss } from './speakingStyles';
import { StickyBookBar } from './StickyBookBar';
import { featuredEventRequest, useFeaturedEvent } from './useFeaturedEvent';

/**
 * The speaker's page (/speaking): biography and topics, the next event marked Featured in the events
 * table (no section and no button for it when there is none), and the booking request form.
 */
function SpeakingPage() {
  const { site } = useConfig();
  const name = site.founderName;
  const formHeading = useRef<HTMLHeadingElement>(null);
  const featuredHeading = useRef<HTMLHeadingElement>(null);
  const toForm = () => formHeading.current && scrollToSection(formHeading.current);
  const toFeatured = () => featuredHeading.current && scrollToSection(featuredHeading.current);
  const featured = useFeaturedEvent();

  return (
    <PageMain title="Speaking">
      <Styles id="speaking" css={speakingCss} />
      <div className="engage-speaking">
        <div className="engage-speaking-upper">
          <SpeakingHero content={SPEAKING} name={name} onBook={toForm} onFeatured={featured ? toFeatured : null} />
          {featured && <FeaturedEventSection event={featured} copy={SPEAKING.featuredEvent} headingRef={featuredHeading} />}
          <StickyBookBar text={withName(SPEAKING.stickyBar.text, name)} button={SPEAKING.stickyBar.button} onBook={toForm} />
        </div>
        <section className="engage-section engage-booking" aria-labelledby="booking-heading">
          <h2 id="booking-heading" ref={formHeading} tabIndex={-1} className="engage-section-heading">
            {withName(SPEAKING.booking.heading, name)}
          </h2>
          <p className="engage-booking-note">{SPEAKING.booking.intro}</p>
          <p className="engage-booking-note">{SPEAKING.booking.availabilityNote}</p>
          <BookingForm />
        </section>
      </div>
    </PageMain>
  );
}

/** Its first screen: the featured event, so the served page shows it (or leaves it out) before any script. */
export default definePage(SpeakingPage, (_address, config) => [featuredEventRequest(createApiClient({ baseUrl: config.apiUrl }))]);

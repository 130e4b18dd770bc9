import { useRef } from 'react';
import { useConfig } from '@beacon/shared';
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

/** The speaker's page (/speaking): biography and topics, the featured event, and the booking request form. */
export default function SpeakingPage() {
  const { site } = useConfig();
  const name = site.founderName;
  const formHeading = useRef<HTMLHeadingElement>(null);
  const featuredHeading = useRef<HTMLHeadingElement>(null);
  const toForm = () => formHeading.current && scrollToSection(formHeading.current);
  const toFeatured = () => featuredHeading.current && scrollToSection(featuredHeading.current);

  return (
    <PageMain title="Speaking">
      <Styles id="speaking" css={speakingCss} />
      <div className="engage-speaking">
        <div className="engage-speaking-upper">
          <SpeakingHero content={SPEAKING} name={name} onBook={toForm} onFeatured={toFeatured} />
          <FeaturedEventSection event={SPEAKING.featuredEvent} name={name} headingRef={featuredHeading} />
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

import { useRef } from 'react';
import { useConfig } from '@beacon/shared';
import { createApiClient } from '@beacon/shared/api';
import { definePage } from '@beacon/shared/hydration';
import { PageMain, PageNotFound, PreviewNote } from '@beacon/shared/ui';
import { previewToken } from '@beacon/shared/published';
import { Styles } from '../../components/Styles';
import { scrollToSection } from '../../lib/scrollToSection';
import { BookingForm } from './BookingForm';
import { FeaturedEventSection } from './FeaturedEventSection';
import { SpeakingHero } from './SpeakingHero';
import { speakingCss } from './speakingStyles';
import { StickyBookBar } from './StickyBookBar';
import { featuredEventRequest, useFeaturedEvent } from './useFeaturedEvent';
import { speakingContentRequest, useSpeakingContent } from './useSpeakingContent';

const EXPIRED_PREVIEW = 'This preview link has expired or is not valid. Open a new one from the page’s editor in admin.';

/**
 * The speaker's page (/speaking): its words are the published record staff edit in admin (with a preview
 * link, the draft under a note saying so): biography and topics, the next event marked Featured in the
 * events table (no section and no button for it when there is none), and the booking request form.
 */
function SpeakingPage() {
  const { site } = useConfig();
  const name = site.founderName;
  const formHeading = useRef<HTMLHeadingElement>(null);
  const featuredHeading = useRef<HTMLHeadingElement>(null);
  const toForm = () => formHeading.current && scrollToSection(formHeading.current);
  const toFeatured = () => featuredHeading.current && scrollToSection(featuredHeading.current);
  const featured = useFeaturedEvent();
  const { body, preview, retry, retrying } = useSpeakingContent();

  if (preview === 'expired') return <PageNotFound detail={EXPIRED_PREVIEW} backLabel="Back to Home" />;
  return (
    <PageMain title="Speaking">
      <Styles id="speaking" css={speakingCss} />
      <div className="engage-speaking">
        {preview && <PreviewNote state={preview} onRetry={retry} retrying={retrying} />}
        <div className="engage-speaking-upper">
          <SpeakingHero body={body} name={name} onBook={toForm} onFeatured={featured ? toFeatured : null} />
          {featured && <FeaturedEventSection event={featured} copy={body.featuredEvent} headingRef={featuredHeading} />}
          <StickyBookBar text={body.stickyBar.text} button={body.stickyBar.button} onBook={toForm} />
        </div>
        <section className="engage-section engage-booking" aria-labelledby="booking-heading">
          <h2 id="booking-heading" ref={formHeading} tabIndex={-1} className="engage-section-heading">
            {body.booking.heading}
          </h2>
          <p className="engage-booking-note">{body.booking.intro}</p>
          <p className="engage-booking-note">{body.booking.availabilityNote}</p>
          <BookingForm />
        </section>
      </div>
    </PageMain>
  );
}

/**
 * Its first screen: its words (or the draft a preview link names) and the featured event, so the served page
 * shows them (or leaves the event out) before any script.
 */
export default definePage(SpeakingPage, (address, config) => {
  const client = createApiClient({ baseUrl: config.apiUrl });
  return [speakingContentRequest(client, previewToken(address.search)), featuredEventRequest(client)];
});

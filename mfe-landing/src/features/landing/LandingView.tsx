import { useState, type ReactNode } from 'react';
import type { LandingBody } from '@beacon/shared/schemas';
import { useConfig } from '@beacon/shared';
import { PageMain, StyleSheet, usePageSettled, visuallyHidden } from '@beacon/shared/ui';
import { landingText } from '../../content/landing';
import { FlagVideo } from './FlagVideo';
import { MotionToggle } from './MotionToggle';
import { landingCss } from './landingStyles';
import { MailingListForm } from './MailingListForm';

interface LandingViewProps {
  /** The page's words: its published record, a draft, or the seed when the record is not at hand. */
  body: LandingBody;
  /** Above the page: a preview link's note. */
  banner?: ReactNode;
  /** Standalone, the page fills the whole screen; in the host, the screen below the top bar. */
  fullScreen?: boolean;
}

/**
 * The pre-launch page: the organisation's name and motto, the invitation, the mailing-list sign-up
 * and the sponsor link, over a looping flag video; the video and the sponsor button's pulse move until the
 * visitor ticks Pause motion. It needs only the runtime config and its words (no router, no sign-in), so it
 * renders the same in the host at /launch and standalone at the remote's own root.
 */
export function LandingView({ body, banner = null, fullScreen = false }: LandingViewProps) {
  const { site } = useConfig();
  // The sponsor button pulses once the page has settled (or at once, with scripts off: see its styles).
  const settled = usePageSettled();
  const [motionPaused, setMotionPaused] = useState(false);
  return (
    <PageMain title={body.pageTitle}>
      <StyleSheet name="landing-page" css={landingCss} />
      {banner}
      <section className={fullScreen ? 'landing landing-full-screen' : 'landing'} aria-labelledby="landing-title">
        <MotionToggle onPausedChange={setMotionPaused} />
        <FlagVideo paused={motionPaused} />
        <div className="landing-overlay" />
        <div className="landing-content">
          <div className="landing-card">
            <p className="landing-org">{site.organisationName}</p>
            <p className="landing-motto">
              {body.motto.map(({ word, color }, index) => (
                // A word may repeat: its place keeps it apart.
                <span key={`${index}:${word}`} style={{ color }}>
                  {word}
                </span>
              ))}
            </p>
          </div>
          <h1 id="landing-title" className="landing-title">
            {body.heading}
          </h1>
          <p className="landing-intro">{body.intro}</p>
          <section className="landing-card" aria-labelledby="landing-mailing-title">
            <h2 id="landing-mailing-title" className="landing-card-title">
              {body.mailingListTitle}
            </h2>
            <MailingListForm words={body} />
          </section>
          <a
            className={settled ? 'landing-sponsor landing-pulse' : 'landing-sponsor'}
            href={site.donationUrl}
            target="_blank"
            rel="noopener noreferrer"
          >
            {body.sponsor}
            <span className={visuallyHidden}> {landingText.opensInNewTab}</span>
          </a>
        </div>
      </section>
    </PageMain>
  );
}

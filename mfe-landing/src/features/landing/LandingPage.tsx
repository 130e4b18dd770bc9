import { useConfig } from '@beacon/shared';
import { PageMain, StyleSheet, visuallyHidden } from '@beacon/shared/ui';
import { landingCopy } from '../../content/landing';
import { FlagVideo } from './FlagVideo';
import { landingCss } from './landingStyles';
import { MailingListForm } from './MailingListForm';

/**
 * The pre-launch page: the organisation's name and motto, the invitation, the mailing-list sign-up
 * and the sponsor link, over a looping flag video. It needs only the runtime config (no router, no
 * sign-in), so it renders the same in the host at /launch and standalone at the remote's own root.
 * In the host it fills the screen below the top bar; standalone (`fullScreen`) the whole screen.
 */
export default function LandingPage({ fullScreen = false }: { fullScreen?: boolean }) {
  const { site } = useConfig();
  return (
    <PageMain title={landingCopy.pageTitle}>
      <StyleSheet name="landing-page" css={landingCss} />
      <section className={fullScreen ? 'landing landing-full-screen' : 'landing'} aria-labelledby="landing-title">
        <FlagVideo />
        <div className="landing-overlay" />
        <div className="landing-content">
          <div className="landing-card">
            <p className="landing-org">{site.organisationName}</p>
            <p className="landing-motto">
              {landingCopy.motto.map(({ word, color }) => (
                <span key={word} style={{ color }}>
                  {word}
                </span>
              ))}
            </p>
          </div>
          <h1 id="landing-title" className="landing-title">
            {landingCopy.heading}
          </h1>
          <p className="landing-intro">{landingCopy.intro}</p>
          <section className="landing-card" aria-labelledby="landing-mailing-title">
            <h2 id="landing-mailing-title" className="landing-card-title">
              {landingCopy.mailingListTitle}
            </h2>
            <MailingListForm />
          </section>
          <a className="landing-sponsor" href={site.donationUrl} target="_blank" rel="noopener noreferrer">
            {landingCopy.sponsor}
            <span className={visuallyHidden}> {landingCopy.opensInNewTab}</span>
          </a>
        </div>
      </section>
    </PageMain>
  );
}

import { useConfig } from '@beacon/shared';
import { definePage } from '@beacon/shared/hydration';
import { PageMain } from '@beacon/shared/ui';
import { Styles } from '../../components/Styles';
import { loadTipsKey, TipsKeyFingerprint } from '../../components/TipsKeyFingerprint';
import { privacyCss } from './privacyStyles';

/**
 * The privacy notice (/privacy): what the site keeps about a visitor, why, for how long, and who to ask.
 * It states what the code does (the API's tables, its counters and logs): change it with them.
 */
function PrivacyPage() {
  const { site } = useConfig();
  const org = site.organisationName;
  const contact = <a href={`mailto:${site.pressEmail}`}>{site.pressEmail}</a>;
  return (
    <PageMain title="Privacy">
      <Styles id="privacy" css={privacyCss} />
      <article className="engage-privacy" aria-labelledby="privacy-title">
        <h1 id="privacy-title">Privacy</h1>
        <p>
          What {org} keeps about you when you use this site, why, for how long, and who to ask. We keep only what each form needs to do its
          job. Reading the site asks nothing of you: no account, no advertising or tracking cookies.
        </p>

        <h2>The mailing list</h2>
        <p>
          When you join the list, we keep <strong>your email address</strong> and the date you joined, to tell you when we launch and what
          we publish. We keep it until you ask us to remove it. Where we use a mailing service, the address is kept there instead of on our
          own servers.
        </p>

        <h2>Tips</h2>
        <p>
          A tip is <strong>encrypted in your browser</strong> before it leaves it: only our newsroom can read it, not the servers it passes
          through. With JavaScript turned off, the tips form still works: our server then encrypts your tip the moment it arrives, in
          memory, before anything is stored. We keep no IP address and no browser details with a tip, only what you wrote and the hour it
          arrived. Your name and email are optional. The receipt you get for a tip expires after <strong>90 days</strong> (unless the site
          sets another period).
        </p>
        <TipsKeyFingerprint />

        <h2>Speaking bookings</h2>
        <p>
          A booking request holds <strong>your name, your email</strong> and the event&apos;s name, date, place and details. It is emailed
          to our staff and saved so we can answer and arrange the talk. It stays until our staff delete it; a deleted request can be
          restored for 30 days, then it is erased. Our staff activity log, which is never erased, records each action taken on a request
          (approving or deleting it), and a deletion records the request as it was.
        </p>

        <h2>Signing in</h2>
        <p>
          Signing in is needed only for our staff area. With the site&apos;s own sign-in we keep a random session number and when it ends
          (at most four hours later), and delete it once it has ended. Where the site uses an account service for sign-in, your account is
          held by that service and we keep no session. Staff sign-ins are recorded in the staff activity log.
        </p>

        <h2>Protection against abuse and server logs</h2>
        <ul>
          <li>
            To stop floods of requests, we count the requests from each <strong>IP address</strong> for one minute; the count is then
            forgotten.
          </li>
          <li>
            The captcha on the forms proves a person is sending: our own check keeps nothing about you; where the site uses Google&apos;s
            reCAPTCHA, Google receives the check from your browser.
          </li>
          <li>
            Our servers log each request: its time, IP address and page, never what you typed in a form, your cookies or sign-in tokens. The
            logs are kept for as long as our hosting keeps server logs; ask us for the current period. Tips are the exception: our servers
            log the tips form, its captcha and its replies without your IP address or browser details.
          </li>
          <li>Videos are shown in YouTube&apos;s privacy-enhanced player: YouTube receives the request when a player loads.</li>
        </ul>

        <h2>Trying new versions of the site</h2>
        <p>
          Sometimes a new version of part of the site is shown to some visitors first. Only while that runs, this site sets a cookie of its
          own, <code>beacon_release</code>, holding <strong>a random number from 0 to 99</strong> that keeps you on the same version as you
          move around. It says nothing about who you are, is never sent anywhere else, and is deleted when you close your browser (or on
          your next visit once the trial is over).
        </p>

        <h2>Who to ask</h2>
        <p>To see, correct or delete what we keep about you, or to ask anything about this page, write to {contact}.</p>
      </article>
    </PageMain>
  );
}

/** The newsroom key's fingerprint is in the served page, for a source whose scripts are off. */
export default definePage(PrivacyPage, loadTipsKey);

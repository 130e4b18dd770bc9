import { useConfig } from '@beacon/shared';
import { useIsClient } from '@beacon/shared/hydration';
import { TIPS_PRIVACY } from '../content/tips';

/**
 * The site's onion address (ONION_URL) as text, not a link: a source copies it into Tor Browser rather than following
 * it from this page. Shown once the page is live, so the served page and its first render stay the same.
 */
export function OnionAddress() {
  const configured = useConfig().site.onionUrl;
  const onionUrl = useIsClient() ? configured : null;
  if (!onionUrl) return null;
  return (
    <p className="engage-field-note">
      {TIPS_PRIVACY.onion} <code className="engage-tips-onion">{onionUrl}</code>
    </p>
  );
}

import { useConfig } from '@beacon/shared';
import { TIPS_PRIVACY } from '../content/tips';

/**
 * The site's onion address (ONION_URL) as text, not a link: a source copies it into Tor Browser rather than following
 * it from this page. Rendered in the served page too, for a source whose scripts are off; the page is made before the
 * config is known, so the note is always there and the stylesheet hides it while the address is empty (no ONION_URL).
 */
export function OnionAddress() {
  const onionUrl = useConfig().site.onionUrl ?? '';
  return (
    <p className="engage-field-note engage-tips-onion-note">
      {TIPS_PRIVACY.onion} <code className="engage-tips-onion">{onionUrl}</code>
    </p>
  );
}

import { useSyncExternalStore } from 'react';
import { useConfig } from '@beacon/shared';
import { TIPS_PRIVACY } from '../content/tips';

const noSubscription = (): (() => void) => () => undefined;
const isLive = (): boolean => true;
const isServed = (): boolean => false;

/**
 * The site's onion address (ONION_URL) as text, not a link: a source copies it into Tor Browser rather than following
 * it from this page. Shown once the page is live, so the served page and its first render stay the same.
 */
export function OnionAddress() {
  const configured = useConfig().site.onionUrl;
  // false in the served page and while it hydrates, true once the page is live.
  const live = useSyncExternalStore(noSubscription, isLive, isServed);
  const onionUrl = live ? configured : null;
  if (!onionUrl) return null;
  return (
    <p className="engage-field-note">
      {TIPS_PRIVACY.onion} <code className="engage-tips-onion">{onionUrl}</code>
    </p>
  );
}

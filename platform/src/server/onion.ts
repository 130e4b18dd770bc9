/**
 * ONION_URL: the site's Tor onion service (v3: 56 base32 characters). When set, every page's HTML answer carries
 * `Onion-Location`, which Tor Browser offers to follow to the same page on the onion service. A malformed value is
 * refused at start rather than sent to visitors.
 */
import type { Env } from '@beacon/shared/apps';

const ONION = /^http:\/\/[a-z2-7]{56}\.onion\/?$/;

/** The onion service's origin (no trailing slash), or null when ONION_URL is not set; throws when it is malformed. */
export function onionOriginFrom(env: Env): string | null {
  const value = env.ONION_URL?.trim();
  if (!value) return null;
  if (!ONION.test(value)) {
    throw new Error(`ONION_URL must be http://<56 base32 characters>.onion (a v3 onion service), not "${value}"`);
  }
  return value.replace(/\/$/, '');
}

/** The same page on the onion service: its path and query after the onion origin. */
export const onionLocation = (onionOrigin: string, requestUrl: string): string => {
  const url = new URL(requestUrl, 'http://localhost');
  return `${onionOrigin}${url.pathname}${url.search}`;
};

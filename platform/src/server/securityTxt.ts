/**
 * /.well-known/security.txt (RFC 9116), generated from the configuration by the host's page server:
 * - Contact: SECURITY_CONTACT (a mailto: or https: URI), else mailto: the press address (PRESS_EMAIL);
 * - Expires: SECURITY_TXT_EXPIRES (an ISO date within a year), else 180 days after the server started;
 * - Encryption: the newsroom's armored public key, as the API serves it (`<API_URL>/tips/key.asc`);
 * - Canonical: this file's own URL on SITE_URL;
 * - Policy: SECURITY_POLICY_URL, else the site's privacy notice; Preferred-Languages: en.
 */
import type { Env } from '@beacon/shared/apps';

const DAY_MS = 24 * 60 * 60 * 1000;
export const SECURITY_TXT_DEFAULT_DAYS = 180;
const MAX_DAYS = 365;

export interface SecurityTxtInput {
  siteUrl: string;
  apiUrl: string;
  pressEmail: string;
  /** When the server started: the default expiry counts from it. */
  now: Date;
}

const uri = (value: string, name: string): string => {
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+|tel:\+?[0-9 -]+)$/.test(value)) {
    throw new Error(`${name} must be a mailto:, https: or tel: URI, not "${value}"`);
  }
  return value;
};

/** The file's text; throws on a configuration it cannot honestly publish (a bad URI, an expiry past or over a year). */
export function securityTxt(env: Env, { siteUrl, apiUrl, pressEmail, now }: SecurityTxtInput): string {
  const contact = uri(env.SECURITY_CONTACT?.trim() || `mailto:${pressEmail}`, 'SECURITY_CONTACT');
  const configured = env.SECURITY_TXT_EXPIRES?.trim();
  const expires = configured ? new Date(configured) : new Date(now.getTime() + SECURITY_TXT_DEFAULT_DAYS * DAY_MS);
  if (Number.isNaN(expires.getTime()) || expires <= now || expires.getTime() - now.getTime() > MAX_DAYS * DAY_MS) {
    throw new Error(`SECURITY_TXT_EXPIRES must be a date within the next ${MAX_DAYS} days, not "${configured ?? ''}"`);
  }
  const policy = env.SECURITY_POLICY_URL?.trim() || `${siteUrl}/privacy`;
  return [
    `Contact: ${contact}`,
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    `Encryption: ${apiUrl}/tips/key.asc`,
    `Canonical: ${siteUrl}/.well-known/security.txt`,
    `Policy: ${policy}`,
    'Preferred-Languages: en',
    '',
  ].join('\n');
}

/**
 * The Content-Security-Policy of every page the apps serve, built from the same runtime config
 * the page is given: scripts and connections only from this origin, the configured remotes and
 * the API, plus Clerk, reCAPTCHA or EmailJS only when they are configured. No inline script is
 * allowed (the inlined boot block is JSON data, which is never executed). Styles stay
 * 'unsafe-inline' because antd writes its component styles at run time. A sensitive page (the tips
 * form) is narrower still: images only from the site's own origins and no frame at all, so in the
 * default configuration it names no origin but the site's, its remotes' and its API's.
 */
import type { BootPayload } from './runtimeConfig';

const RECAPTCHA_SCRIPTS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];
const RECAPTCHA_FRAMES = ['https://www.google.com/recaptcha/', 'https://recaptcha.google.com/recaptcha/'];

/** The origin of a URL, or null for one that does not parse. */
const originOf = (url: string): string | null => {
  try {
    const { origin } = new URL(url);
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
};

/** Clerk's Frontend API origin, encoded in the publishable key (`pk_live_` + base64 of `host$`). */
export function clerkFrontendOrigin(publishableKey: string): string | null {
  const encoded = publishableKey.replace(/^pk_(test|live)_/, '');
  if (encoded === publishableKey) return null;
  let decoded: string;
  try {
    decoded = atob(encoded);
  } catch {
    return null;
  }
  const host = decoded.replace(/\$$/, '');
  return /^[a-z0-9.-]+$/i.test(host) ? `https://${host}` : null;
}

const sources = (...lists: (string | null | undefined)[][]): string =>
  [...new Set(lists.flat().filter((s): s is string => Boolean(s)))].join(' ');

export function contentSecurityPolicy({ config, remotes }: BootPayload, { sensitive = false }: { sensitive?: boolean } = {}): string {
  const remoteOrigins = Object.values(remotes).map(originOf);
  const apiOrigins = [originOf(config.apiUrl), originOf(config.videoApiUrl), originOf(config.emailjs.origin)];
  const clerk = config.clerkPublishableKey ? clerkFrontendOrigin(config.clerkPublishableKey) : null;
  const recaptcha = Boolean(config.recaptchaSiteKey);
  const directives: Record<string, string> = {
    'default-src': "'self'",
    'script-src': sources(["'self'"], remoteOrigins, [clerk], recaptcha ? RECAPTCHA_SCRIPTS : []),
    'connect-src': sources(["'self'"], remoteOrigins, apiOrigins, [clerk]),
    'img-src': sources(["'self'", 'data:', 'blob:', ...(sensitive ? [] : ['https:'])], remoteOrigins, apiOrigins),
    'media-src': sources(["'self'", 'blob:'], remoteOrigins, apiOrigins),
    'style-src': "'self' 'unsafe-inline'",
    'font-src': "'self' data:",
    'frame-src': sources(sensitive ? [] : [originOf(config.videoEmbedUrl)], [clerk], recaptcha ? RECAPTCHA_FRAMES : []) || "'none'",
    'worker-src': sources(["'self'", 'blob:'], [clerk]),
    'object-src': "'none'",
    'base-uri': "'self'",
    'form-action': "'self'",
    'frame-ancestors': "'none'",
  };
  return Object.entries(directives)
    .map(([name, value]) => `${name} ${value}`)
    .join('; ');
}

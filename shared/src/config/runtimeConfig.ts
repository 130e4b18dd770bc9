/**
 * Runtime configuration: produced from environment variables when the site is served (`@beacon/shared/env`)
 * and inlined into index.html (or fetched from config.json/remotes.json on static hosting), so a
 * deployment changes addresses and keys without rebuilding anything. Types and element ids only:
 * browsers load this file, so no variable name is spelled here.
 */
import type { HomeBody } from '../schemas/content';

/** Site content the organisation sets per deployment. */
export interface SiteContent {
  organisationName: string;
  founderName: string;
  /** `/{hoaxSlug}-hoax` is the hoax-investigation route. */
  hoaxSlug: string;
  /** The place the hoax is named after, as text ('Riverside'): the slug capitalised unless set. */
  hoaxName: string;
  videoChannelUrl: string;
  secondVideoSiteUrl: string;
  pressEmail: string;
  donationUrl: string;
  /** YouTube channel id whose live stream /video-reports/live embeds. */
  liveChannelId: string;
  /** The organisation's IANA time zone: where a new event is placed unless staff pick another (the API's default too). */
  timeZone: string;
  /** The site's Tor onion service (ONION_URL), shown as text on /tips; null when there is none. */
  onionUrl: string | null;
}

export interface EmailJsConfig {
  publicKey: string;
  serviceId: string;
  templateId: string;
  /** Where @emailjs/browser posts; the API's EmailJS-compatible relay when no real key is set. */
  origin: string;
}

export interface RuntimeConfig {
  apiUrl: string;
  videoApiUrl: string;
  /** Base of the video player embed (`{base}/{videoId}`): YouTube's privacy-enhanced host by default. */
  videoEmbedUrl: string;
  clerkPublishableKey: string | null;
  recaptchaSiteKey: string | null;
  /** The bot check without a reCAPTCHA site key: ALTCHA from the API, or (CAPTCHA_MODE=local) the checkbox stand-in. */
  captchaMode: 'altcha' | 'local';
  emailjs: EmailJsConfig;
  site: SiteContent;
}

/** Remote container name (`mfe_media`) → URL of its mf-manifest.json. */
export type RemotesMap = Record<string, string>;

// The element ids of the boot payload and the page server's inline blocks live in the contract.
export { BOOT_ELEMENT_ID, MANIFEST_ELEMENT_ID, PAGE_DATA_ELEMENT_ID } from '../contract/names';

/** A published investigation staff added, as the Media Investigations menu links it (`/investigations/<slug>`). */
export interface InvestigationMenuEntry {
  slug: string;
  menuLabel: string;
}

/** The home page's words as the page server fetched them (`GET /content/home/home`). */
export interface ServedHome {
  body: HomeBody;
  /** true: a draft shown through a preview link (`/?preview=<token>`), not what visitors see. */
  preview: boolean;
}

/** What the shell shows that comes from the API: given to the server's render and carried to the browser's hydration. */
export interface ShellData {
  /** Published investigations beyond the built-in ones, in publication order. */
  investigations: readonly InvestigationMenuEntry[];
  /** The home page's record, served with the home page only (absent elsewhere, or when the API did not answer). */
  home?: ServedHome;
}

export interface BootPayload {
  config: RuntimeConfig;
  remotes: RemotesMap;
  /** The shell data the page was served with (absent where no page server composed it: the shell then asks the API). */
  shell?: ShellData;
}

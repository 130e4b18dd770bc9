/**
 * Runtime configuration: produced from environment variables when the site is served and
 * inlined into index.html (or fetched from config.json/remotes.json on static hosting), so a
 * deployment changes addresses and keys without rebuilding anything. Pure data, no React:
 * the Node serve scripts import this file too.
 */
import { apiPortOf, portOf, REMOTE_APPS, type Env } from './apps';

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
  emailjs: EmailJsConfig;
  site: SiteContent;
}

/** Remote container name (`mfe_media`) → URL of its mf-manifest.json. */
export type RemotesMap = Record<string, string>;

/** Id of the JSON data block the server inlines into index.html. */
export const BOOT_ELEMENT_ID = 'beacon-boot';

/**
 * Id of the JSON block holding the opened page's remote manifest, inlined by the page server beside
 * the preloads it read from it (`data-url` names the manifest), so the page boots without asking for it.
 */
export const MANIFEST_ELEMENT_ID = 'beacon-manifest';

/**
 * Id of the JSON block holding, when the server rendered the page for its address, when it did and
 * the API answers it used (`{ at, answers: [SWR key, answer][] }`): what the page hydrates from.
 */
export const PAGE_DATA_ELEMENT_ID = 'beacon-page-data';

export interface BootPayload {
  config: RuntimeConfig;
  remotes: RemotesMap;
}

const pick = (env: Env, key: string, fallback: string): string => {
  const value = env[key]?.trim();
  return value ? value : fallback;
};
const optional = (env: Env, key: string): string | null => env[key]?.trim() || null;
const noTrailingSlash = (url: string): string => url.replace(/\/+$/, '');
/** 'red-river' → 'Red River'. */
const titleOfSlug = (slug: string): string =>
  slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

/** Every variable the frontends read, with its default. The README lists the same names. */
export function runtimeConfigFromEnv(env: Env): RuntimeConfig {
  const apiUrl = noTrailingSlash(pick(env, 'API_URL', `http://localhost:${apiPortOf(env)}`));
  const hoaxSlug = pick(env, 'HOAX_SLUG', 'riverside');
  return {
    apiUrl,
    videoApiUrl: noTrailingSlash(pick(env, 'VIDEO_API_URL', `${apiUrl}/video-api`)),
    videoEmbedUrl: noTrailingSlash(pick(env, 'VIDEO_EMBED_URL', 'https://www.youtube-nocookie.com/embed')),
    clerkPublishableKey: optional(env, 'CLERK_PUBLISHABLE_KEY'),
    recaptchaSiteKey: optional(env, 'RECAPTCHA_SITE_KEY'),
    emailjs: {
      publicKey: pick(env, 'EMAILJS_PUBLIC_KEY', 'local-public-key'),
      serviceId: pick(env, 'EMAILJS_SERVICE_ID', 'local_service'),
      templateId: pick(env, 'EMAILJS_TEMPLATE_ID', 'local_template'),
      origin: noTrailingSlash(pick(env, 'EMAILJS_ORIGIN', apiUrl)),
    },
    site: {
      organisationName: pick(env, 'ORG_NAME', 'Beacon Media'),
      founderName: pick(env, 'FOUNDER_NAME', 'Jordan Reyes'),
      hoaxSlug,
      hoaxName: pick(env, 'HOAX_NAME', titleOfSlug(hoaxSlug)),
      videoChannelUrl: pick(env, 'VIDEO_CHANNEL_URL', 'https://www.youtube.com/@beaconmedia'),
      secondVideoSiteUrl: pick(env, 'SECOND_VIDEO_SITE_URL', 'https://rumble.com/c/beaconmedia'),
      pressEmail: pick(env, 'PRESS_EMAIL', 'press@beacon.example'),
      donationUrl: pick(env, 'DONATION_URL', 'https://www.paypal.com/donate/?hosted_button_id=BEACONMEDIA'),
      liveChannelId: pick(env, 'LIVE_CHANNEL_ID', 'UCbeaconLiveChannel0000'),
    },
  };
}

/** Remote name → manifest URL: `MFE_MEDIA_URL` (base URL of the deployment) or localhost on MEDIA_PORT. */
export function remotesFromEnv(env: Env): RemotesMap {
  const map: RemotesMap = {};
  for (const app of REMOTE_APPS) {
    const base = noTrailingSlash(pick(env, app.urlVar, `http://localhost:${portOf(app, env)}`));
    map[app.name] = base.endsWith('.json') ? base : `${base}/mf-manifest.json`;
  }
  return map;
}

export function bootPayloadFromEnv(env: Env): BootPayload {
  return { config: runtimeConfigFromEnv(env), remotes: remotesFromEnv(env) };
}

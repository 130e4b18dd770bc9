/**
 * The runtime configuration read from environment variables, when the site is served or built.
 * Node only (`@beacon/shared/env`): variable names and ports are build-only facts that no browser
 * bundle carries.
 */
import { apiPortOf, portOf, REMOTE_APPS, type Env, type RemoteApp } from './apps';
import type { BootPayload, RemotesMap, RuntimeConfig } from './runtimeConfig';
import { REMOTE_MANIFEST_FILE } from '../contract/names';

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

/** Every variable the frontends read, with its default. docs/deploy.md (Configuration) lists the same names. */
export function runtimeConfigFromEnv(env: Env): RuntimeConfig {
  const apiUrl = noTrailingSlash(pick(env, 'API_URL', `http://localhost:${apiPortOf(env)}`));
  const hoaxSlug = pick(env, 'HOAX_SLUG', 'riverside');
  return {
    apiUrl,
    videoApiUrl: noTrailingSlash(pick(env, 'VIDEO_API_URL', `${apiUrl}/video-api`)),
    videoEmbedUrl: noTrailingSlash(pick(env, 'VIDEO_EMBED_URL', 'https://www.youtube-nocookie.com/embed')),
    clerkPublishableKey: optional(env, 'CLERK_PUBLISHABLE_KEY'),
    recaptchaSiteKey: optional(env, 'RECAPTCHA_SITE_KEY'),
    captchaMode: optional(env, 'CAPTCHA_MODE') === 'local' ? 'local' : 'altcha',
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

/**
 * Where a remote's own server is reached from browsers: `MFE_MEDIA_URL` (which also pins the remote to that
 * address: the release registry is not asked for it), else `REMOTES_URL/<folder>` (the remotes behind one
 * proxy, the registry still deciding), else localhost on MEDIA_PORT.
 */
export function remoteBaseUrl(app: RemoteApp, env: Env): string {
  const shared = optional(env, 'REMOTES_URL');
  return noTrailingSlash(pick(env, app.urlVar, shared ? `${noTrailingSlash(shared)}/${app.dir}` : `http://localhost:${portOf(app, env)}`));
}

/** Remote name → manifest URL: its base address (remoteBaseUrl) or the manifest URL MFE_MEDIA_URL names. */
export function remotesFromEnv(env: Env): RemotesMap {
  const map: RemotesMap = {};
  for (const app of REMOTE_APPS) {
    const base = remoteBaseUrl(app, env);
    map[app.name] = base.endsWith('.json') ? base : `${base}/${REMOTE_MANIFEST_FILE}`;
  }
  return map;
}

export function bootPayloadFromEnv(env: Env): BootPayload {
  return { config: runtimeConfigFromEnv(env), remotes: remotesFromEnv(env) };
}

import type { SiteContent } from './runtimeConfig';

/**
 * Content staff write may name things a deployment sets in its runtime config: `{organisationName}`,
 * `{hoaxName}` (the place, 'Riverside'), `{hoaxSlug}`, and the link targets `{videoChannelUrl}`,
 * `{secondVideoSiteUrl}`, `{donationUrl}`. Unknown tokens stay as written.
 */
export type SiteToken = 'organisationName' | 'hoaxName' | 'hoaxSlug' | 'videoChannelUrl' | 'secondVideoSiteUrl' | 'donationUrl';

/** The text with each site token replaced by the deployment's value (the pages, and their served heads). */
export function fillSiteTokens(text: string, site: Pick<SiteContent, SiteToken>): string {
  const values: Record<SiteToken, string> = {
    organisationName: site.organisationName,
    hoaxName: site.hoaxName,
    hoaxSlug: site.hoaxSlug,
    videoChannelUrl: site.videoChannelUrl,
    secondVideoSiteUrl: site.secondVideoSiteUrl,
    donationUrl: site.donationUrl,
  };
  return text.replace(/\{(\w+)\}/g, (token, name: string) => (Object.hasOwn(values, name) ? values[name as SiteToken] : token));
}

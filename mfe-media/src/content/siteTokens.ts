import type { SiteContent } from '@beacon/shared';

/**
 * Content may name things a deployment sets in its runtime config: `{organisationName}`,
 * `{hoaxName}` (the place, 'Riverside'), `{hoaxSlug}`, and the link targets
 * `{videoChannelUrl}`, `{secondVideoSiteUrl}`, `{donationUrl}`. Unknown tokens stay as written.
 */
export type SiteToken = 'organisationName' | 'hoaxName' | 'hoaxSlug' | 'videoChannelUrl' | 'secondVideoSiteUrl' | 'donationUrl';

export function fillSiteTokens(text: string, site: SiteContent): string {
  const values: Record<SiteToken, string> = {
    organisationName: site.organisationName,
    hoaxName: site.hoaxName,
    hoaxSlug: site.hoaxSlug,
    videoChannelUrl: site.videoChannelUrl,
    secondVideoSiteUrl: site.secondVideoSiteUrl,
    donationUrl: site.donationUrl,
  };
  return text.replace(/\{(\w+)\}/g, (token, name: string) => (name in values ? values[name as SiteToken] : token));
}

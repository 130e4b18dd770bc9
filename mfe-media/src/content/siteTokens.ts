import type { SiteContent } from '@beacon/shared';

/**
 * Content may name things a deployment sets in its runtime config: `{organisationName}`,
 * `{hoaxName}` (the hoax slug, capitalised: 'riverside' → 'Riverside'), `{hoaxSlug}`, and the link targets
 * `{videoChannelUrl}`, `{secondVideoSiteUrl}`, `{donationUrl}`. Unknown tokens stay as written.
 */
export type SiteToken = 'organisationName' | 'hoaxName' | 'hoaxSlug' | 'videoChannelUrl' | 'secondVideoSiteUrl' | 'donationUrl';

const capitalise = (slug: string): string =>
  slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');

export function fillSiteTokens(text: string, site: SiteContent): string {
  const values: Record<SiteToken, string> = {
    organisationName: site.organisationName,
    hoaxName: capitalise(site.hoaxSlug),
    hoaxSlug: site.hoaxSlug,
    videoChannelUrl: site.videoChannelUrl,
    secondVideoSiteUrl: site.secondVideoSiteUrl,
    donationUrl: site.donationUrl,
  };
  return text.replace(/\{(\w+)\}/g, (token, name: string) => (name in values ? values[name as SiteToken] : token));
}

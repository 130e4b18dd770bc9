/**
 * What search engines and link previews read in a served page's <head>: the title, description,
 * canonical URL, Open Graph and Twitter tags, robots and JSON-LD; plus robots.txt and sitemap.xml.
 * Pure string work (no DOM, no fetch): the page server calls it with what the route and the API say.
 */
import { excerpt, stripHtml } from '@beacon/shared/text';
import { fillSiteTokens, type RuntimeConfig, type SiteContent, type SiteToken } from '@beacon/shared/config';
import { paths, privatePrefixes, sitemapPaths } from '@beacon/shared/routes';
import { BUILT_IN_INVESTIGATIONS, type Event, type InvestigationBody, type InvestigationListing, type Video } from '@beacon/shared/schemas';
import { isoInZone, venueDate } from '@beacon/shared/time';
import { escapeHtmlAttribute, escapeHtmlText, jsonForScript, type PageHead } from '@beacon/shared/contract';

export type { PageDetail, PageHead } from '@beacon/shared/contract';

/** Search-result snippets are about this long. */
const DESCRIPTION_LENGTH = 160;
/** An event lasts two hours where no end is stored (as in its calendar entry). */
const EVENT_DURATION_MS = 2 * 60 * 60 * 1000;

/** The site's public origin and a path on it. */
export const absoluteUrl = (siteUrl: string, path: string): string => `${siteUrl.replace(/\/+$/, '')}${path}`;

/** The head's tags, in the order link previews read them. */
export function headTags(head: PageHead, siteUrl: string, siteName: string): string {
  const url = absoluteUrl(siteUrl, head.path);
  const meta = (attribute: 'name' | 'property', key: string, content: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtmlAttribute(content)}">`;
  const tags = [
    meta('name', 'description', head.description),
    ...(head.indexed ? [] : [meta('name', 'robots', 'noindex')]),
    `<link rel="canonical" href="${escapeHtmlAttribute(url)}">`,
    meta('property', 'og:site_name', siteName),
    meta('property', 'og:type', head.type),
    meta('property', 'og:title', head.title),
    meta('property', 'og:description', head.description),
    meta('property', 'og:url', url),
    ...(head.image ? [meta('property', 'og:image', head.image)] : []),
    meta('name', 'twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', head.title),
    meta('name', 'twitter:description', head.description),
    ...(head.image ? [meta('name', 'twitter:image', head.image)] : []),
    ...(head.jsonLd ? [`<script type="application/ld+json">${jsonForScript(head.jsonLd)}</script>`] : []),
  ];
  return tags.join('');
}

/** The document: its title and every tag above, in place of the template's generic ones. */
export function applyHead(html: string, head: PageHead, siteUrl: string, siteName: string): string {
  return html
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtmlText(head.title)}</title>${headTags(head, siteUrl, siteName)}`);
}

/** The video id of a video's watch URL (`?v=`), or null. */
export function videoIdOf(video: Pick<Video, 'videoUrl'>): string | null {
  try {
    return new URL(video.videoUrl).searchParams.get('v');
  } catch {
    return null;
  }
}

/** The player page of one video: its title, channel and date, its thumbnail, a schema.org VideoObject. */
export function videoHead(base: PageHead, video: Video, id: string, config: Pick<RuntimeConfig, 'videoEmbedUrl' | 'site'>): PageHead {
  const name = config.site.organisationName;
  // Video platforms send titles HTML-escaped (`Rock &amp; Roll`): plain text here, escaped once when written.
  const title = stripHtml(video.title) || base.title;
  const channel = stripHtml(video.channelName);
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(video.publishedDate));
  const description = `${title}: a video report${channel ? ` by ${channel}` : ''}, published ${date}.`;
  return {
    ...base,
    title: `${title} · ${name}`,
    description,
    type: 'video.other',
    image: video.thumbnail || null,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'VideoObject',
      name: title,
      description,
      thumbnailUrl: [video.thumbnail],
      uploadDate: video.publishedDate,
      embedUrl: `${config.videoEmbedUrl}/${encodeURIComponent(id)}`,
      url: video.videoUrl,
      interactionStatistic: {
        '@type': 'InteractionCounter',
        interactionType: { '@type': 'WatchAction' },
        userInteractionCount: video.views,
      },
      ...(channel ? { author: { '@type': 'Organization', name: channel } } : {}),
    },
  };
}

/**
 * schema.org's status of an event: cancelled; postponed while its new date is not known (its date is then
 * still the former one); rescheduled once it is (with previousStartDate); scheduled.
 */
function eventStatus(event: Pick<Event, 'status' | 'previousDate'>): string {
  if (event.status === 'cancelled') return 'https://schema.org/EventCancelled';
  if (event.status === 'postponed') {
    return event.previousDate === null ? 'https://schema.org/EventPostponed' : 'https://schema.org/EventRescheduled';
  }
  return 'https://schema.org/EventScheduled';
}

/**
 * An event's detail page: its title and description, its image, a schema.org Event whose dates are the
 * venue's local times with their offset (as search engines show them), and its status.
 */
export function eventHead(base: PageHead, event: Event, siteUrl: string, organisationName: string): PageHead {
  const text = stripHtml(event.description);
  const when = venueDate(event.date, event.timeZone);
  const description = text ? excerpt(text, DESCRIPTION_LENGTH) : `${event.title}, ${when}, ${event.location}.`;
  return {
    ...base,
    title: `${event.title} · ${organisationName}`,
    description,
    type: 'article',
    image: event.imageUrl,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Event',
      name: event.title,
      startDate: isoInZone(event.date, event.timeZone),
      endDate: isoInZone(new Date(Date.parse(event.date) + EVENT_DURATION_MS), event.timeZone),
      eventStatus: eventStatus(event),
      ...(event.status === 'postponed' && event.previousDate !== null
        ? { previousStartDate: isoInZone(event.previousDate, event.timeZone) }
        : {}),
      eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
      location: { '@type': 'Place', name: event.location, address: event.location },
      ...(event.imageUrl ? { image: [event.imageUrl] } : {}),
      ...(text ? { description: text } : {}),
      url: absoluteUrl(siteUrl, paths.events.detail.href(event._id)),
      organizer: { '@type': 'Organization', name: organisationName, url: siteUrl },
    },
  };
}

/** A URL a link preview can fetch: http(s) only (a `bundled:` file of the media remote has no address here). */
const fetchableImage = (url: string): string | null => (/^https?:\/\//i.test(url) ? url : null);

/**
 * A published investigation's page: its label as the title, its intro as the description, its hero's
 * poster as the preview image when that is an uploaded file, and a schema.org Article with its headline.
 * The texts' site tokens are filled as the page fills them.
 */
export function investigationHead(
  base: PageHead,
  { body, publishedAt }: { body: InvestigationBody; publishedAt: string | null },
  siteUrl: string,
  site: Pick<SiteContent, SiteToken>,
): PageHead {
  const fill = (text: string) => fillSiteTokens(text, site);
  const headline = fill(body.title);
  // The intro is plain text: escaped, `excerpt` (which reads markup) keeps a `<` or `&` it holds.
  const description = excerpt(escapeHtmlText(fill(body.intro)), DESCRIPTION_LENGTH);
  const image = fetchableImage(body.hero.poster);
  return {
    ...base,
    title: `${fill(body.label)} · ${site.organisationName}`,
    description,
    type: 'article',
    image,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Article',
      headline,
      description,
      ...(image ? { image: [image] } : {}),
      ...(publishedAt ? { datePublished: publishedAt } : {}),
      url: absoluteUrl(siteUrl, base.path),
      publisher: { '@type': 'Organization', name: site.organisationName, url: siteUrl },
    },
  };
}

/** robots.txt: everything but the pages the route manifest keeps private (the admin area), and where the sitemap is. */
export const robotsTxt = (siteUrl: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    ...privatePrefixes().map((prefix) => `Disallow: ${prefix}`),
    '',
    `Sitemap: ${absoluteUrl(siteUrl, '/sitemap.xml')}`,
    '',
  ].join('\n');

/** Whether a slug is a built-in investigation's: it has a route of its own, which the manifest lists. */
export const isBuiltInInvestigation = (slug: string): boolean => (BUILT_IN_INVESTIGATIONS as readonly string[]).includes(slug);

/** The published investigations staff added (the built-in ones have their own routes, listed by the manifest). */
export const addedInvestigations = <T extends Pick<InvestigationListing, 'slug'>>(items: readonly T[]): T[] =>
  items.filter((item) => !isBuiltInInvestigation(item.slug));

/**
 * sitemap.xml of the pages the route manifest lists, then every published investigation staff added,
 * every event and every video the API listed.
 */
export function sitemapXml(
  siteUrl: string,
  site: Pick<SiteContent, 'hoaxSlug'>,
  events: readonly Pick<Event, '_id' | 'updatedAt'>[],
  videos: readonly Pick<Video, 'videoUrl' | 'publishedDate'>[],
  investigations: readonly Pick<InvestigationListing, 'slug' | 'publishedAt'>[] = [],
): string {
  const entry = (path: string, modified?: string) =>
    `<url><loc>${escapeHtmlText(absoluteUrl(siteUrl, path))}</loc>${modified ? `<lastmod>${escapeHtmlText(modified)}</lastmod>` : ''}</url>`;
  const videoIds = videos.flatMap((video) => {
    const id = videoIdOf(video);
    return id ? [{ id, modified: video.publishedDate }] : [];
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...sitemapPaths(site).map((path) => entry(path)),
    ...addedInvestigations(investigations).map((item) => entry(paths.investigations.href(item.slug), item.publishedAt)),
    ...events.map((event) => entry(paths.events.detail.href(event._id), event.updatedAt)),
    ...videoIds.map((video) => entry(paths.videoReports.video.href(video.id), video.modified)),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Images the API serves itself are stored as root-relative /media/ paths and made absolute on the way out,
 * so the stored data survives a change of port or PUBLIC_URL.
 */
export const MEDIA_PREFIX = '/media/';

export const absoluteUrl = (stored: string, publicUrl: string): string =>
  stored.startsWith(MEDIA_PREFIX) ? `${publicUrl}${stored}` : stored;

/** The inverse, for image URLs an admin sends back (e.g. an upload's secure_url). */
export const storedUrl = (url: string, publicUrl: string): string =>
  url.startsWith(`${publicUrl}${MEDIA_PREFIX}`) ? url.slice(publicUrl.length) : url;

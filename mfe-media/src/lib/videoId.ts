/** The shape of a YouTube video id: 11 characters of the URL-safe base64 alphabet. */
const VIDEO_ID = /^[A-Za-z0-9_-]{11}$/;

export const isVideoId = (value: string | null | undefined): value is string => typeof value === 'string' && VIDEO_ID.test(value);

/**
 * The video id of a video URL: its `v` query parameter, when it has the id's shape.
 * Null for anything else, so a malformed catalogue entry never becomes a broken player link.
 */
export function videoIdFromUrl(videoUrl: string | null | undefined): string | null {
  if (!videoUrl) return null;
  try {
    const id = new URL(videoUrl).searchParams.get('v');
    return isVideoId(id) ? id : null;
  } catch {
    return null;
  }
}

/**
 * URLs of the external player, used by the player page and by exhibits' embedded videos: the
 * privacy-enhanced embed host from the runtime config (`{base}/{videoId}`), and its live-stream form for a channel.
 */
export const videoEmbedSrc = (embedBase: string, videoId: string): string => `${embedBase}/${encodeURIComponent(videoId)}`;

export const liveEmbedSrc = (embedBase: string, channelId: string): string =>
  `${embedBase}/live_stream?${new URLSearchParams({ channel: channelId })}`;

/** What the embedded player may use: playback, full screen, picture-in-picture. */
export const PLAYER_ALLOW = 'accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture';

import { TOP_BAR_HEIGHT } from '@beacon/shared/ui';

/**
 * Black background below the host's top bar; the lines fade in one after another, starting at 1, 1.5, 2 and
 * 2.5 s, each over 2 s. With prefers-reduced-motion everything is simply there.
 */
export const TEASER_DELAYS_S = [1, 1.5, 2, 2.5] as const;
export const TEASER_FADE_S = 2;

export const teaserCss = `
.media-teaser { min-height: calc(100vh - ${TOP_BAR_HEIGHT}px); min-height: calc(100svh - ${TOP_BAR_HEIGHT}px); background: #000; display: flex; align-items: center; justify-content: center; padding: 48px 20px; box-sizing: border-box; text-align: center; }
.media-teaser-inner { max-width: 760px; display: flex; flex-direction: column; align-items: center; gap: 20px; }
.media-teaser-kicker { margin: 0; font-size: 14px; font-weight: 700; letter-spacing: 0.2em; text-transform: uppercase; color: #ff8a80; }
.media-teaser-title { margin: 0; font-size: clamp(2.4rem, 9vw, 5rem); line-height: 1.05; color: #fff; letter-spacing: -0.01em; }
.media-teaser-paragraph { margin: 0; font-size: clamp(1.05rem, 2.6vw, 1.3rem); line-height: 1.7; color: rgba(255, 255, 255, 0.82); }
.media-teaser-tip { margin: 0; font-size: 1.05rem; color: rgba(255, 255, 255, 0.9); }
.media-fade-in { opacity: 0; animation: media-fade-in ${TEASER_FADE_S}s ease forwards; animation-delay: var(--media-fade-delay, 0s); }
@keyframes media-fade-in { from { opacity: 0; } to { opacity: 1; } }
@media (prefers-reduced-motion: reduce) { .media-fade-in { opacity: 1; animation: none; } }
`;

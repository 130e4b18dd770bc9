import { brandColors, BREAKPOINTS } from '@beacon/shared/ui';

/** Cards rendered at once when a list arrives (a phone's screen, two rows of six on a wide one); the rest follow. */
export const FIRST_SCREEN_CARDS = 12;

/** The video grid (1/2/3/6 columns at the xs/sm/md/lg breakpoints) and the card. */
export const videoCss = `
.media-grid { list-style: none; margin: 0; padding: 0; display: grid; gap: 20px 16px; grid-template-columns: minmax(0, 1fr); }
@media (min-width: ${BREAKPOINTS.sm}px) { .media-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@media (min-width: ${BREAKPOINTS.md}px) { .media-grid { grid-template-columns: repeat(3, minmax(0, 1fr)); } }
@media (min-width: ${BREAKPOINTS.lg}px) { .media-grid { grid-template-columns: repeat(6, minmax(0, 1fr)); } }
.media-card { position: relative; display: flex; flex-direction: column; gap: 10px; height: 100%; border-radius: 12px; }
/* The cards after the first screenful are not laid out or painted until they near the screen (a card's usual height
   stands in for them); the first screen's are laid out at once, so none of them changes height where it can be seen. */
.media-grid > li:nth-child(n + ${FIRST_SCREEN_CARDS + 1}) > .media-card { content-visibility: auto; contain-intrinsic-size: auto 276px; }
@media (min-width: ${BREAKPOINTS.lg}px) {
  .media-grid > li:nth-child(n + ${FIRST_SCREEN_CARDS + 1}) > .media-card { contain-intrinsic-size: auto 220px; }
}
.media-card-thumb { aspect-ratio: 16 / 9; border-radius: 12px; overflow: hidden; background: #1c1f26; }
.media-card-thumb img { display: block; width: 100%; height: 100%; object-fit: cover; transition: transform 0.3s ease; }
.media-card:hover .media-card-thumb img { transform: scale(1.04); }
.media-card-body { display: flex; gap: 10px; align-items: flex-start; }
.media-card-avatar { flex: none; width: 36px; height: 36px; border-radius: 50%; object-fit: cover; background: #2a2e38; }
.media-card-text { min-width: 0; }
.media-card-title { margin: 0 0 4px; font-size: 15px; line-height: 1.35; font-weight: 600; color: #fff; display: -webkit-box; -webkit-line-clamp: 2; -webkit-box-orient: vertical; overflow: hidden; }
.media-card-link { color: inherit; text-decoration: none; }
.media-card-link::after { content: ''; position: absolute; inset: 0; border-radius: 12px; }
.media-card-link:focus-visible { outline: none; }
.media-card:focus-within { outline: 2px solid ${brandColors.blue}; outline-offset: 4px; }
.media-card:hover .media-card-title { text-decoration: underline; }
.media-card-subtitle { margin: 0; font-size: 13px; line-height: 1.4; color: rgba(255, 255, 255, 0.65); overflow-wrap: anywhere; }
.media-status { display: flex; justify-content: center; align-items: center; gap: 12px; min-height: 160px; padding: 24px; text-align: center; color: rgba(255, 255, 255, 0.75); font-size: 16px; margin: 0; }
.media-results { position: relative; }
.media-status-failed { flex-direction: column; }
.media-status-failed p { margin: 0; }
.media-status-overlay { position: absolute; z-index: 1; top: 48px; left: 50%; transform: translateX(-50%); min-height: 0; padding: 12px; border-radius: 50%; background: rgba(0, 0, 0, 0.6); }
.media-status-hidden { position: absolute; width: 1px; height: 1px; min-height: 0; padding: 0; overflow: hidden; clip: rect(0 0 0 0); }
/* A placeholder card is one element: the thumbnail above, then the avatar and two lines of text where a card's are,
   as tall as a card's text usually is (one column: a line or two of title; narrower columns wrap to about four lines). */
.media-card-skeleton::before { content: ''; aspect-ratio: 16 / 9; border-radius: 12px; background: #1c1f26; }
.media-card-skeleton::after {
  content: ''; height: 52px;
  background:
    radial-gradient(circle closest-side, #2a2e38 96%, transparent) 0 0 / 36px 36px no-repeat,
    linear-gradient(#1c1f26, #1c1f26) 46px 2px / calc(100% - 46px) 14px no-repeat,
    linear-gradient(#1c1f26, #1c1f26) 46px 24px / calc((100% - 46px) * 0.6) 12px no-repeat;
}
@media (min-width: ${BREAKPOINTS.sm}px) { .media-card-skeleton::after { height: 80px; } }
@media (prefers-reduced-motion: reduce) {
  .media-card-thumb img { transition: none; }
  .media-card:hover .media-card-thumb img { transform: none; }
}
`;

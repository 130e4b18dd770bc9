import { brandColors, BREAKPOINTS, TOP_BAR_HEIGHT } from '@beacon/shared/ui';

/** The investigation layout: full-screen hero, exhibit column, action-card grid, reveal animation. */
export const investigationCss = `
.media-hero { position: relative; display: flex; min-height: calc(100vh - ${TOP_BAR_HEIGHT}px); min-height: calc(100svh - ${TOP_BAR_HEIGHT}px); overflow: hidden; background: #05070c; }
.media-hero-video { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
.media-hero-overlay { position: absolute; inset: 0; background: linear-gradient(180deg, rgba(0, 0, 0, 0.35), rgba(0, 0, 0, 0.75)); }
.media-hero-content { position: relative; margin: auto; padding: 48px 20px; max-width: 960px; text-align: center; box-sizing: border-box; }
.media-hero-label { margin: 0 0 12px; font-size: 14px; font-weight: 700; letter-spacing: 0.14em; text-transform: uppercase; color: #ff8a80; }
.media-hero-title { margin: 0 0 20px; font-size: clamp(1.8rem, 5.5vw, 3.4rem); line-height: 1.12; color: #fff; }
.media-hero-intro { margin: 0 auto; max-width: 720px; font-size: clamp(1rem, 2.4vw, 1.25rem); line-height: 1.6; color: rgba(255, 255, 255, 0.86); }
.media-hero-toggle { position: absolute; right: 16px; bottom: 16px; width: 40px; height: 40px; border-radius: 50%; border: 1px solid rgba(255, 255, 255, 0.4); background: rgba(0, 0, 0, 0.45); color: #fff; font-size: 16px; cursor: pointer; display: grid; place-items: center; }
.media-hero-toggle:focus-visible { outline: 2px solid ${brandColors.blue}; outline-offset: 2px; }
.media-investigation-section { max-width: ${BREAKPOINTS.lg}px; margin: 0 auto; padding: 56px 16px; box-sizing: border-box; overflow-x: clip; }
/* Below the full-screen hero: laid out and painted when scrolled near, not during the first load
   (a phone's main thread is busy enough then). The browser remembers the real height once seen. */
.media-investigation-section { content-visibility: auto; contain-intrinsic-size: auto 1600px; }
.media-section-heading { margin: 0 0 8px; text-align: center; font-size: clamp(1.6rem, 4vw, 2.4rem); color: #fff; }
.media-section-intro { margin: 0 auto 32px; max-width: 640px; text-align: center; color: rgba(255, 255, 255, 0.75); font-size: 1.05rem; line-height: 1.6; }
.media-exhibits { list-style: none; padding: 0; display: flex; flex-direction: column; gap: 28px; max-width: 880px; margin: 0 auto; }
.media-exhibit { padding: 24px 20px; border-radius: 14px; background: #11141b; border: 1px solid rgba(255, 255, 255, 0.1); }
.media-exhibit-number { margin: 0 0 6px; font-size: 13px; font-weight: 700; letter-spacing: 0.12em; text-transform: uppercase; color: #7aa6ff; }
.media-exhibit-title { margin: 0 0 16px; font-size: clamp(1.3rem, 3.2vw, 1.75rem); line-height: 1.25; color: #fff; }
.media-exhibit-video { aspect-ratio: 16 / 9; margin: 0 0 16px; border-radius: 10px; overflow: hidden; background: #000; }
.media-exhibit-video iframe { width: 100%; height: 100%; border: 0; display: block; }
.media-exhibit-play { display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 10px; width: 100%; height: 100%; padding: 12px; box-sizing: border-box; text-align: center; color: #fff; text-decoration: none; background: radial-gradient(circle at center, #1c2433, #000 78%); }
.media-exhibit-play:hover { color: #fff; }
.media-exhibit-play:focus-visible { outline: 3px solid ${brandColors.blue}; outline-offset: -3px; border-radius: 10px; }
.media-exhibit-play-icon { position: relative; width: 64px; height: 64px; border-radius: 50%; background: ${brandColors.red}; transition: transform 0.15s ease-out; }
.media-exhibit-play-icon::after { content: ''; position: absolute; left: 25px; top: 20px; border-style: solid; border-width: 12px 0 12px 20px; border-color: transparent transparent transparent #fff; }
.media-exhibit-play:hover .media-exhibit-play-icon { transform: scale(1.08); }
.media-exhibit-play-label { font-size: 1.05rem; font-weight: 700; }
.media-exhibit-play-host { font-size: 0.85rem; color: rgba(255, 255, 255, 0.78); }
.media-exhibit-description { margin: 0 0 12px; font-size: 1rem; line-height: 1.7; color: rgba(255, 255, 255, 0.85); }
.media-exhibit-rich { margin: 0; }
.media-exhibit-rich > :first-child { margin-top: 0; }
.media-exhibit-rich p, .media-exhibit-rich li { margin: 0 0 12px; }
.media-exhibit-rich h2, .media-exhibit-rich h3, .media-exhibit-rich h4 { color: #fff; margin: 20px 0 8px; }
.media-exhibit-rich a { color: #9cbcff; }
.media-exhibit-links { margin-top: 16px; }
.media-exhibit-links-label { margin: 0 0 8px; font-size: 13px; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; color: rgba(255, 255, 255, 0.6); }
.media-exhibit-links ul { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 8px; }
.media-link-button { display: inline-flex; align-items: center; min-height: 40px; padding: 0 16px; border-radius: 8px; border: 1px solid rgba(255, 255, 255, 0.3); color: #fff; text-decoration: none; font-weight: 600; }
.media-link-button:hover { border-color: #7aa6ff; color: #fff; background: rgba(61, 123, 253, 0.14); }
.media-link-button:focus-visible, .media-action-button:focus-visible { outline: 2px solid ${brandColors.blue}; outline-offset: 2px; }
.media-actions { list-style: none; margin: 0; padding: 0; display: grid; gap: 20px; grid-template-columns: minmax(0, 1fr); }
@media (min-width: ${BREAKPOINTS.sm}px) { .media-actions { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
@media (min-width: ${BREAKPOINTS.lg}px) { .media-actions { grid-template-columns: repeat(var(--media-action-columns, 4), minmax(0, 1fr)); } }
.media-actions > li, .media-action-cell { height: 100%; }
.media-action { display: flex; flex-direction: column; height: 100%; border-radius: 14px; overflow: hidden; background: #11141b; border: 1px solid rgba(255, 255, 255, 0.1); }
.media-action-image { display: block; width: 100%; height: auto; aspect-ratio: 16 / 9; object-fit: cover; }
.media-action-body { display: flex; flex-direction: column; gap: 16px; flex: 1; padding: 18px 18px 20px; }
.media-action-title { margin: 0; flex: 1; font-size: 1.05rem; line-height: 1.5; font-weight: 600; color: #fff; }
.media-action-text { margin: -8px 0 0; font-size: 0.95rem; line-height: 1.55; color: rgba(255, 255, 255, 0.78); }
.media-action-button { display: inline-flex; align-items: center; justify-content: center; gap: 8px; min-height: 44px; padding: 0 18px; border-radius: 8px; font-weight: 700; text-decoration: none; text-align: center; background: var(--media-action-bg); color: var(--media-action-fg); }
.media-action-button:hover { filter: brightness(1.12); color: var(--media-action-fg); }
/* Only an arrival is animated: a card hidden as the page goes live (out of view) is gone at once, never half-faded. */
.media-reveal { opacity: 0; }
.media-reveal[data-from='left'] { transform: translateX(-64px); }
.media-reveal[data-from='right'] { transform: translateX(64px); }
.media-reveal.is-visible { opacity: 1; transform: none; transition: opacity 1s ease-out, transform 1s ease-out; }
/* Reduced motion: every card is there at once, with no fade and nothing hidden until scrolled to. */
@media (prefers-reduced-motion: reduce) {
  .media-reveal, .media-reveal[data-from], .media-reveal.is-visible { opacity: 1; transform: none; transition: none; }
}
`;

import { BREAKPOINTS, TOP_BAR_HEIGHT } from '@beacon/shared/ui';
import { SECTION_IDS } from './EventsHero';

export const eventsListCss = `
.events-page { max-width: ${BREAKPOINTS.lg}px; margin: 0 auto; padding: 32px 16px 64px; box-sizing: border-box; }
.events-hero { text-align: center; max-width: 760px; margin: 0 auto 40px; }
.events-hero-title { margin: 0 0 12px; font-size: clamp(2rem, 6vw, 3rem); line-height: 1.15; color: #fff; }
.events-hero-subtitle { margin: 0 0 24px; font-size: clamp(1rem, 2.6vw, 1.2rem); line-height: 1.6; color: rgba(255, 255, 255, 0.82); }
.events-hero-actions { justify-content: center; }
.events-section { margin: 0 0 48px; scroll-margin-top: ${TOP_BAR_HEIGHT + 16}px; }
.events-section-head { display: flex; flex-wrap: wrap; align-items: baseline; justify-content: space-between; gap: 8px 16px; margin: 0 0 20px; }
.events-section-title { margin: 0; font-size: clamp(1.5rem, 4vw, 2rem); color: #fff; }
.events-section-title:focus:not(:focus-visible) { outline: none; }
.events-feed-link { color: #8fb3ff; font-weight: 600; }
.events-feed-link:focus-visible { outline: 2px solid #8fb3ff; outline-offset: 2px; border-radius: 2px; }
.events-grid { list-style: none; margin: 0; padding: 0; display: grid; grid-template-columns: minmax(0, 1fr); gap: 24px; }
@media (min-width: ${BREAKPOINTS.md}px) { .events-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); } }
.events-card { display: flex; }
/* The past events' cards are not laid out or painted until they near the screen (a card's usual height stands in).
   Only the last section's: a jump to a section's heading lands where it was aimed, with no card above it changing height. */
#${SECTION_IDS.past} .events-card { content-visibility: auto; contain-intrinsic-size: auto 580px; }
.events-card-inner { display: flex; flex-direction: column; width: 100%; overflow: hidden; border-radius: 12px; background: #14161c; border: 1px solid rgba(255, 255, 255, 0.1); }
.events-card-media { aspect-ratio: 16 / 9; background: #1c1f27; }
.events-card-media img { display: block; width: 100%; height: 100%; object-fit: cover; }
.events-card-body { display: flex; flex-direction: column; gap: 10px; padding: 16px 20px 20px; flex: 1; }
.events-card-head { display: flex; flex-wrap: wrap; align-items: flex-start; justify-content: space-between; gap: 8px 12px; }
.events-card-title { margin: 0; font-size: 1.25rem; line-height: 1.3; color: #fff; flex: 1 1 60%; }
.events-card-fact { display: flex; align-items: center; gap: 8px; margin: 0; color: rgba(255, 255, 255, 0.85); }
/* The visitor's own time: a line kept in the served HTML, so writing it in moves nothing below. */
.events-your-time-line { display: block; height: 1.25rem; line-height: 1.25rem; }
.events-your-time-line .events-your-time { margin-left: 0; }
.events-card-text { margin: 0; line-height: 1.6; color: rgba(255, 255, 255, 0.82); overflow-wrap: anywhere; }
.events-card-actions { margin-top: auto; padding-top: 6px; }
.events-card-past .events-card-inner { opacity: 0.72; }
.events-card-past img { filter: grayscale(1); }
.events-card-skeleton .events-card-body { gap: 12px; }
.events-empty { margin: 0; padding: 24px; border-radius: 12px; background: #14161c; color: rgba(255, 255, 255, 0.85); text-align: center; }
`;

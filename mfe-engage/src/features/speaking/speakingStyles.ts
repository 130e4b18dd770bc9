import { brandColors, BREAKPOINTS } from '@beacon/shared/ui';

/**
 * The speaking page: (under a preview link's note) hero with the Quick Info card beside it (below on phones), the featured
 * event, the sticky 'Book Now' bar and the booking form. The bar is sticky inside the part of the
 * page above the form, so it rests above the form's heading and never reaches the form or the footer.
 * While it is on the page, the page's bottom scroll padding keeps keyboard focus above it; it is opaque,
 * so nothing shows through.
 */
export const speakingCss = `
.engage-speaking { background: #000; color: #fff; }
.engage-speaking-upper { position: relative; }
.engage-section { box-sizing: border-box; max-width: ${BREAKPOINTS.lg}px; margin: 0 auto; padding: 40px 16px; }
.engage-section-heading { margin: 0 0 16px; font-size: clamp(1.6rem, 4vw, 2.2rem); line-height: 1.2; color: #fff; outline: none; }
.engage-section-heading:focus-visible { outline: 2px solid ${brandColors.blue}; outline-offset: 4px; }
.engage-hero { display: grid; gap: 32px; grid-template-columns: minmax(0, 1fr); align-items: start; }
.engage-hero-eyebrow { margin: 0 0 8px; font-size: 14px; font-weight: 700; letter-spacing: 0.12em; text-transform: uppercase; color: ${brandColors.gold}; }
.engage-hero-title { margin: 0 0 20px; font-size: clamp(2rem, 6vw, 3.2rem); line-height: 1.1; color: #fff; }
.engage-prose p { margin: 0 0 14px; font-size: 1.05rem; line-height: 1.7; color: rgba(255, 255, 255, 0.88); }
.engage-chips { list-style: none; margin: 20px 0; padding: 0; display: flex; flex-wrap: wrap; gap: 8px; }
.engage-chip { display: inline-flex; align-items: center; min-height: 32px; padding: 0 14px; border-radius: 16px; border: 1px solid rgba(212, 160, 23, 0.7); background: rgba(212, 160, 23, 0.12); color: #fff; font-size: 14px; font-weight: 600; }
.engage-hero-actions { display: flex; flex-wrap: wrap; gap: 12px; margin: 24px 0 16px; }
.engage-links { list-style: none; margin: 0; padding: 0; display: flex; flex-wrap: wrap; gap: 8px 20px; }
.engage-links a, .engage-featured-link { color: #8fb4ff; font-weight: 600; text-decoration: underline; text-underline-offset: 3px; }
.engage-links a:hover, .engage-featured-link:hover { color: #fff; }
.engage-card { box-sizing: border-box; padding: 24px 20px; border-radius: 14px; background: #11141b; border: 1px solid rgba(255, 255, 255, 0.14); }
.engage-card-title { margin: 0; font-size: 1.35rem; color: #fff; }
.engage-card-subtitle { margin: 4px 0 16px; font-size: 14px; font-weight: 700; letter-spacing: 0.08em; text-transform: uppercase; color: ${brandColors.gold}; }
.engage-card dl { margin: 0; display: grid; gap: 12px; }
.engage-card dt { font-weight: 700; color: #fff; }
.engage-card dd { margin: 2px 0 0; color: rgba(255, 255, 255, 0.82); line-height: 1.5; }
.engage-featured { display: grid; gap: 28px; grid-template-columns: minmax(0, 1fr); align-items: start; }
.engage-featured-title { margin: 0 0 12px; font-size: 1.4rem; color: #fff; }
.engage-featured-when { margin: 0 0 4px; font-size: 1.15rem; font-weight: 700; color: ${brandColors.gold}; }
.engage-featured-where { margin: 0 0 16px; color: rgba(255, 255, 255, 0.82); }
.engage-flyer { display: block; width: 100%; max-width: 480px; height: auto; aspect-ratio: 16 / 9; object-fit: cover; border-radius: 10px; margin: 0 auto; }
.engage-sticky-bar { position: sticky; bottom: 0; z-index: 20; display: flex; align-items: center; justify-content: space-between; gap: 12px; box-sizing: border-box; min-height: 64px; padding: 10px 16px calc(10px + env(safe-area-inset-bottom, 0px)); background: #000; border-top: 1px solid rgba(255, 255, 255, 0.18); }
html:has(.engage-sticky-bar) { scroll-padding-bottom: calc(var(--engage-book-bar, 96px) + 8px); }
.engage-sticky-bar p { margin: 0; font-weight: 600; color: #fff; }
.engage-booking > :not(h2) { max-width: 880px; }
.engage-booking-note { margin: 0 0 20px; color: rgba(255, 255, 255, 0.82); }
.engage-booking-alert { margin-bottom: 16px; }
.engage-booking-grid { display: grid; gap: 16px; grid-template-columns: minmax(0, 1fr); }
.engage-booking-submit { align-self: flex-start; min-width: 160px; }
@media (min-width: ${BREAKPOINTS.sm}px) {
  .engage-booking-grid { grid-template-columns: repeat(2, minmax(0, 1fr)); }
}
@media (min-width: ${BREAKPOINTS.md}px) {
  .engage-section { padding: 56px 32px; }
  .engage-hero { grid-template-columns: minmax(0, 3fr) minmax(300px, 2fr); }
  .engage-featured { grid-template-columns: minmax(0, 3fr) minmax(260px, 2fr); }
  .engage-sticky-bar { padding-left: 32px; padding-right: 32px; }
}
`;

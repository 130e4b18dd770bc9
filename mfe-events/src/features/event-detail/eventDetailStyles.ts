import { BREAKPOINTS } from '@beacon/shared/ui';

export const eventDetailCss = `
.events-detail-page { max-width: ${BREAKPOINTS.md}px; margin: 0 auto; padding: 24px 16px 64px; box-sizing: border-box; }
.events-back { display: inline-flex; align-items: center; gap: 8px; min-height: 32px; margin-bottom: 16px; color: #8fb3ff; font-weight: 600; text-decoration: none; }
.events-back:hover { text-decoration: underline; }
.events-back:focus-visible { outline: 2px solid #8fb3ff; outline-offset: 2px; border-radius: 2px; }
.events-detail { display: flex; flex-direction: column; }
.events-detail-media { aspect-ratio: 2 / 1; border-radius: 12px; overflow: hidden; background: #1c1f27; }
.events-detail-media img { display: block; width: 100%; height: 100%; object-fit: cover; }
.events-detail-title { margin: 24px 0 16px; font-size: clamp(1.75rem, 5vw, 2.5rem); line-height: 1.2; color: #fff; overflow-wrap: anywhere; }
.events-detail-chips { list-style: none; margin: 0 0 20px; padding: 0; display: flex; flex-wrap: wrap; gap: 8px; }
.events-your-time-row { flex-basis: 100%; height: 1.5rem; font-size: 0.8125rem; line-height: 1.5rem; }
.events-your-time-row .events-your-time { margin-left: 0; }
.events-detail-actions { margin-bottom: 4px; }
.events-detail .events-status-note { margin: -8px 0 16px; }
.events-ics-link { display: inline-flex; align-items: center; gap: 8px; height: 32px; padding: 0 15px; border-radius: 8px; border: 1px solid rgba(255, 255, 255, 0.3); color: #fff; text-decoration: none; }
.events-ics-link:hover { border-color: #8fb3ff; color: #8fb3ff; }
.events-ics-link:focus-visible { outline: 3px solid #8fb3ff; outline-offset: 1px; }
.events-share-status { flex-basis: 100%; min-height: 1.6em; margin: 4px 0 0; color: #7ee2a0; }
.events-description { margin-top: 12px; min-height: 3em; font-size: 1.0625rem; line-height: 1.7; color: rgba(255, 255, 255, 0.88); overflow-wrap: anywhere; }
.events-description a { color: #8fb3ff; }
.events-description h2, .events-description h3, .events-description h4 { color: #fff; }
.events-description-empty { color: rgba(255, 255, 255, 0.75); }
`;

import { TOP_BAR_HEIGHT, visuallyHiddenCss } from '@beacon/shared/ui';
import { landingLayout as layout } from '../../content/landing';

/**
 * The page's own CSS, shipped with it (no UI kit on this page). Fluid sizes with clamp() read well
 * from 320 px to 2560 px without breakpoints; every text sits on a near-black card or the 60 %
 * black overlay, so it keeps WCAG AA contrast whatever frame of the video is behind it. The standalone page
 * has no kit stylesheet, so the rule for words read but not shown comes with the page's own.
 */
export const landingCss = `
${visuallyHiddenCss}
.landing {
  position: relative;
  flex-direction: column;
  /* In the site, below its top bar: the page fits the screen without scrolling. */
  min-height: calc(100vh - ${TOP_BAR_HEIGHT}px);
  min-height: calc(100svh - ${TOP_BAR_HEIGHT}px);
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  background: #000;
  color: #fff;
  font-family: system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif;
}
.landing-full-screen {
  min-height: 100vh;
  min-height: 100svh;
}
.landing-video, .landing-overlay {
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
}
.landing-video { object-fit: cover; }
.landing-overlay { background: rgba(0, 0, 0, ${layout.overlayOpacity}); }
.landing-content {
  position: relative;
  box-sizing: border-box;
  width: 100%;
  max-width: 46rem;
  /* Vertical room follows the screen's height too, so a laptop's screen (1366×900) holds the whole page. */
  padding: clamp(1rem, min(4vw, 3vh), 3rem) clamp(0.75rem, 4vw, 2rem);
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: clamp(0.75rem, min(3vw, 2vh), 1.75rem);
  text-align: center;
}
/* The card's surface is ${layout.cardOpacity * 100} % opaque; its text stays fully opaque for contrast. */
.landing-card {
  box-sizing: border-box;
  width: 100%;
  padding: clamp(1rem, min(3vw, 2vh), 1.75rem);
  border: ${layout.cardBorder};
  border-radius: 0.75rem;
  background: rgba(0, 0, 0, ${layout.cardOpacity});
}
.landing-org {
  margin: 0;
  font-size: clamp(1.5rem, 5vw, 2.75rem);
  font-weight: 800;
  line-height: 1.15;
  overflow-wrap: anywhere;
}
.landing-motto {
  margin: 0.5rem 0 0;
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0 0.75em;
  font-size: clamp(1.125rem, 3.5vw, 1.75rem);
  font-weight: 800;
  letter-spacing: 0.12em;
}
.landing-title {
  margin: 0;
  font-size: clamp(1.625rem, 5.5vw, 3.25rem);
  font-weight: 800;
  line-height: 1.15;
  text-shadow: 0 2px 8px #000;
}
.landing-intro {
  margin: 0;
  max-width: 38rem;
  font-size: clamp(1rem, 2.4vw, 1.25rem);
  line-height: 1.55;
  text-shadow: 0 1px 6px #000;
}
.landing-card-title {
  margin: 0 0 1rem;
  font-size: clamp(1.25rem, 3.5vw, 1.75rem);
  font-weight: 700;
}
.landing-form-row {
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 0.75rem;
}
.landing-input {
  box-sizing: border-box;
  flex: 1 1 16rem;
  min-width: ${layout.emailMinWidthPx}px;
  max-width: 24rem;
  min-height: 2.75rem;
  padding: 0.5rem 0.875rem;
  border: 1px solid #8c8c8c;
  border-radius: 0.5rem;
  background: #fff;
  color: #141414;
  font: inherit;
  font-size: 1rem;
}
.landing-input::placeholder { color: #595959; }
.landing-button, .landing-sponsor {
  box-sizing: border-box;
  min-height: 2.75rem;
  padding: 0.625rem 1.5rem;
  border: 0;
  border-radius: 0.5rem;
  font: inherit;
  font-size: 1rem;
  font-weight: 700;
  cursor: pointer;
}
.landing-button { background: #1f4fd1; color: #fff; }
.landing-button:hover { background: #173fae; }
.landing-button[aria-disabled='true'] { cursor: progress; opacity: 0.85; }
.landing-input:focus-visible, .landing-button:focus-visible, .landing-sponsor:focus-visible {
  outline: 3px solid #ffd666;
  outline-offset: 3px;
}
/* Reserved room for a two-line message, so an answer never moves the page. */
.landing-messages {
  min-height: 3em;
  margin: 0.75rem 0 0;
  font-size: 1rem;
  line-height: 1.5;
  font-weight: 600;
}
.landing-error { color: ${layout.errorColor}; }
.landing-success { color: ${layout.successColor}; }
.landing-sponsor {
  display: inline-block;
  background: #b3261e;
  color: #fff;
  font-size: 1.125rem;
  text-decoration: none;
}
.landing-pulse { animation: landing-pulse ${layout.pulseSeconds}s ease-in-out infinite; }
@media (scripting: none) {
  .landing-sponsor { animation: landing-pulse ${layout.pulseSeconds}s ease-in-out infinite; }
}
.landing-sponsor:hover { background: #8f1d17; }
@keyframes landing-pulse {
  0%, 100% { transform: scale(1); }
  50% { transform: scale(${layout.pulseScale}); }
}
/*
 * Pause motion: above the overlay, at the top of the page's column; on a screen wide enough to leave the
 * column's sides empty, in the top right corner (so a laptop's screen still holds the whole page).
 */
.landing-motion {
  position: relative;
  z-index: 1;
  align-self: flex-end;
  margin: 0.75rem 0.75rem 0;
  display: inline-flex;
  align-items: center;
  gap: 0.5rem;
  box-sizing: border-box;
  min-height: 2.75rem;
  padding: 0.25rem 0.875rem;
  border-radius: 1.375rem;
  background: rgba(0, 0, 0, ${layout.cardOpacity});
  font-size: 0.9375rem;
  cursor: pointer;
}
.landing-motion input { width: 1.125rem; height: 1.125rem; margin: 0; accent-color: #ffd666; cursor: pointer; }
.landing-motion:has(input:focus-visible) { outline: 3px solid #ffd666; outline-offset: 2px; }
@media (min-width: 68rem) {
  .landing-motion { position: absolute; top: 0; right: 0; }
}
.landing:has(.landing-motion input:checked) .landing-sponsor { animation: none; }
@media (prefers-reduced-motion: reduce) {
  .landing-sponsor, .landing-pulse { animation: none; }
  .landing-motion { display: none; }
}
`;

import { brandColors, BREAKPOINTS, TOP_BAR_HEIGHT } from '@beacon/shared/ui';

/** Form first; beside it on wide screens the background video, below it (a short band) on phones. */
export const tipsCss = `
.engage-tips { display: grid; grid-template-columns: minmax(0, 1fr); background: #000; }
.engage-tips-panel { box-sizing: border-box; width: 100%; max-width: 560px; margin: 0 auto; padding: 24px 16px 32px; }
.engage-tips-title { margin: 0 0 8px; font-size: clamp(1.8rem, 5vw, 2.6rem); line-height: 1.15; color: #fff; }
.engage-tips-intro { margin: 0 0 20px; color: rgba(255, 255, 255, 0.85); line-height: 1.6; }
.engage-tip-files { margin: 0; padding: 0; list-style: none; display: grid; gap: 6px; color: #fff; }
.engage-tip-files li { display: flex; gap: 8px; align-items: center; justify-content: space-between; }
.engage-tip-receipt, .engage-tip-replies { margin-top: 24px; color: #fff; }
.engage-tip-receipt h2, .engage-tip-replies h2 { margin: 0 0 8px; font-size: 1.3rem; color: #fff; }
.engage-tip-receipt-code { display: inline-block; padding: 8px 10px; border-radius: 4px; background: #1f1f1f; color: #fff; font-size: 1.05rem; letter-spacing: 0.04em; word-break: break-all; user-select: all; }
.engage-tip-conversation { margin: 0 0 16px; padding: 0; list-style: none; display: grid; gap: 12px; }
.engage-tip-message { margin: 4px 0 0; white-space: pre-wrap; color: #fff; }
.engage-tips-kept { margin-top: 24px; }
.engage-tips-kept a { color: #9ecbff; }
.engage-tips-fingerprint a { color: #9ecbff; }
.engage-tips-fingerprint code, .engage-tips-onion { word-break: break-all; user-select: all; }
/* The served page always holds the onion note; without an address (no ONION_URL) it is not shown. */
.engage-tips-onion-note:has(.engage-tips-onion:empty) { display: none; }
.engage-tips-media { position: relative; height: 160px; overflow: hidden; background: #0b1d3a; }
.engage-tips-video { position: absolute; inset: 0; width: 100%; height: 100%; object-fit: cover; }
.engage-tips-toggle { position: absolute; right: 12px; bottom: 12px; width: 40px; height: 40px; border-radius: 50%; border: 1px solid rgba(255, 255, 255, 0.6); background: rgba(0, 0, 0, 0.6); color: #fff; font-size: 16px; cursor: pointer; display: grid; place-items: center; }
.engage-tips-toggle:focus-visible { outline: 2px solid ${brandColors.blue}; outline-offset: 2px; }
@media (min-width: ${BREAKPOINTS.md}px) {
  .engage-tips { grid-template-columns: minmax(380px, 5fr) 7fr; min-height: calc(100vh - ${TOP_BAR_HEIGHT}px); min-height: calc(100svh - ${TOP_BAR_HEIGHT}px); }
  .engage-tips-panel { padding: 48px 32px; margin: 0 0 0 auto; }
  .engage-tips-media { height: auto; min-height: 100%; }
}
`;

import { StyleSheet, brandColors } from '@beacon/shared/ui';

/** What both pages use: chips, skeleton blocks, the error panel. */
const baseCss = `
.events-chip { display: inline-flex; align-items: center; gap: 6px; padding: 2px 10px; border-radius: 999px; font-size: 0.8125rem; font-weight: 600; line-height: 1.6; white-space: nowrap; border: 1px solid transparent; }
.events-chip-icon { display: inline-flex; }
.events-chip-soon { background: ${brandColors.green}; color: #000; }
.events-chip-category { background: ${brandColors.gold}; color: #000; }
.events-chip-completed { border-color: rgba(255, 255, 255, 0.55); color: rgba(255, 255, 255, 0.9); }
.events-chip-cancelled { border-color: #ff6b6b; color: #ff8a80; }
.events-chip-postponed { border-color: #ffb74d; color: #ffcc80; }
.events-your-time { margin-left: 6px; font-size: 0.8125rem; font-weight: 400; opacity: 0.85; white-space: nowrap; }
.events-status-note { margin: 0; color: #ffcc80; font-size: 0.875rem; }
.events-status-note del { color: rgba(255, 255, 255, 0.75); }
.events-chip-neutral { background: rgba(255, 255, 255, 0.1); color: #fff; white-space: normal; }
.events-skeleton { display: block; border-radius: 6px; background: linear-gradient(90deg, rgba(255,255,255,0.07) 25%, rgba(255,255,255,0.13) 37%, rgba(255,255,255,0.07) 63%); background-size: 400% 100%; animation: events-shimmer 1.4s ease infinite; }
@keyframes events-shimmer { from { background-position: 100% 50%; } to { background-position: 0 50%; } }
@media (prefers-reduced-motion: reduce) { .events-skeleton { animation: none; } }
.events-error { display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 12px; margin: 0 0 24px; padding: 12px 16px; border: 1px solid ${brandColors.red}; border-radius: 8px; background: rgba(229, 57, 53, 0.12); color: #ff6b6b; }
.events-error-text { margin: 0; font-weight: 600; }
.events-error-detail { margin: 4px 0 0; color: rgba(255, 255, 255, 0.85); font-weight: 400; }
.events-actions { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; }
`;

/** A stylesheet of the events remote, with the remote's base styles. */
export function Styles({ id, css }: { id: string; css: string }) {
  return (
    <>
      <StyleSheet name="mfe-events-base" css={baseCss} />
      <StyleSheet name={`mfe-events-${id}`} css={css} />
    </>
  );
}

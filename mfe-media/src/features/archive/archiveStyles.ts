import { BREAKPOINTS } from '@beacon/shared/ui';

/** Above this width the categories are a row; at it and below, a chip strip and a drawer (wider than the md breakpoint). */
const WIDE = BREAKPOINTS.md + 1;

export const archiveCss = `
.media-archive { max-width: ${BREAKPOINTS.xl}px; margin: 0 auto; padding: 24px 16px 48px; box-sizing: border-box; }
.media-archive-intro { max-width: 760px; margin: 0 auto 24px; text-align: center; }
.media-archive-title { margin: 0 0 12px; font-size: clamp(1.9rem, 5vw, 2.75rem); line-height: 1.15; color: #fff; }
.media-archive-welcome { margin: 0; font-size: clamp(1rem, 2.4vw, 1.125rem); line-height: 1.6; color: rgba(255, 255, 255, 0.8); }
.media-archive-welcome a { color: #7aa6ff; font-weight: 600; }
.media-archive-controls { display: flex; flex-direction: column; gap: 12px; margin: 0 auto 28px; max-width: 960px; }
.media-search { width: 100%; }
.media-category-row { display: none; }
.media-category-narrow { display: flex; align-items: center; gap: 8px; min-width: 0; }
.media-category-strip { position: relative; display: flex; gap: 8px; overflow-x: auto; flex: 1; min-width: 0; padding: 4px 2px; scrollbar-width: none; scroll-snap-type: x proximity; }
.media-category-strip::-webkit-scrollbar { display: none; }
.media-category-strip > * { flex: none; scroll-snap-align: start; }
.media-category-list { display: flex; flex-direction: column; gap: 8px; }
.media-category-list > * { justify-content: flex-start; }
@media (min-width: ${WIDE}px) {
  .media-category-row { display: flex; flex-wrap: wrap; justify-content: center; gap: 8px; }
  .media-category-narrow { display: none; }
}
.media-results-head { display: flex; align-items: baseline; justify-content: space-between; gap: 12px; margin: 0 0 16px; flex-wrap: wrap; }
.media-show-all-hidden { visibility: hidden; }
.media-results-heading { margin: 0; font-size: 1.25rem; color: #fff; }
`;

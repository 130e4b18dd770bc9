import { TOP_BAR_HEIGHT } from '@beacon/shared/ui';

/** The player fills the viewport below the host's top bar: a slim bar, then the iframe. */
export const playerCss = `
.media-player { display: flex; flex-direction: column; height: calc(100vh - ${TOP_BAR_HEIGHT}px); height: calc(100svh - ${TOP_BAR_HEIGHT}px); min-height: 320px; background: #000; }
/* The bar keeps one height whatever the catalogue says (a title of two lines at most, details on one
   line), so the frame below never moves when they arrive. */
.media-player-bar { display: grid; grid-template-columns: auto 1fr; grid-template-areas: 'back original' 'heading heading'; align-items: center; gap: 4px 16px; padding: 8px 12px; }
.media-player-bar > :first-child { grid-area: back; justify-self: start; }
/* Room for the details line on every player, so the served copy (which has it) and the live stream
   (which has none) put the frame at the same height. */
.media-player-heading { grid-area: heading; min-width: 0; min-height: calc(2.94rem + 22px); }
.media-player-original { grid-area: original; justify-self: end; }
@media (min-width: 900px) {
  .media-player-bar { grid-template-columns: auto 1fr auto; grid-template-areas: 'back heading original'; }
}
.media-player-title { margin: 0; font-size: 1.05rem; line-height: 1.4; height: 2.8em; color: #fff; overflow-wrap: anywhere; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2; line-clamp: 2; overflow: hidden; }
.media-player-meta { margin: 2px 0 0; height: 20px; font-size: 13px; line-height: 20px; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; color: rgba(255, 255, 255, 0.75); }
.media-player-meta-part + .media-player-meta-part::before { content: '•' / ''; margin: 0 8px; }
.media-player-meta-skeleton { display: inline-block; vertical-align: middle; width: 16em; max-width: 100%; height: 12px; border-radius: 4px; background: rgba(255, 255, 255, 0.14); }
.media-player-frame { flex: 1; width: 100%; min-height: 0; border: 0; display: block; background: #000; }
.media-player-original { color: rgba(255, 255, 255, 0.75); font-size: 14px; white-space: nowrap; }
.media-player-invalid { flex: 1; display: flex; align-items: center; justify-content: center; padding: 24px 16px; }
`;

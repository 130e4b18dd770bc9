import { TOP_BAR_HEIGHT } from '@beacon/shared/ui';

/** The player fills the viewport below the host's top bar: a slim bar, then the iframe. */
export const playerCss = `
.media-player { display: flex; flex-direction: column; height: calc(100vh - ${TOP_BAR_HEIGHT}px); height: calc(100svh - ${TOP_BAR_HEIGHT}px); min-height: 320px; background: #000; }
.media-player-bar { display: flex; align-items: center; gap: 8px 16px; flex-wrap: wrap; padding: 8px 12px; }
.media-player-heading { flex: 1; min-width: 0; }
.media-player-title { margin: 0; font-size: 1.05rem; color: #fff; overflow-wrap: anywhere; }
.media-player-meta { margin: 2px 0 0; min-height: 20px; display: flex; flex-wrap: wrap; align-items: center; gap: 0 8px; font-size: 13px; line-height: 20px; color: rgba(255, 255, 255, 0.75); }
.media-player-meta-part + .media-player-meta-part::before { content: '•' / ''; margin-right: 8px; }
.media-player-meta-skeleton { display: inline-block; width: 16em; max-width: 100%; height: 12px; border-radius: 4px; background: rgba(255, 255, 255, 0.14); }
.media-player-frame { flex: 1; width: 100%; min-height: 0; border: 0; display: block; background: #000; }
.media-player-original { color: rgba(255, 255, 255, 0.75); font-size: 14px; }
.media-player-invalid { flex: 1; display: flex; align-items: center; justify-content: center; padding: 24px 16px; }
`;

import { TOP_BAR_HEIGHT } from '@beacon/shared/ui';

/** The player fills the viewport below the host's top bar: a slim bar, then the iframe. */
export const playerCss = `
.media-player { display: flex; flex-direction: column; height: calc(100vh - ${TOP_BAR_HEIGHT}px); height: calc(100svh - ${TOP_BAR_HEIGHT}px); min-height: 320px; background: #000; }
.media-player-bar { display: flex; align-items: center; gap: 8px 16px; flex-wrap: wrap; padding: 8px 12px; }
.media-player-title { margin: 0; font-size: 1.05rem; color: #fff; flex: 1; min-width: 0; }
.media-player-frame { flex: 1; width: 100%; min-height: 0; border: 0; display: block; background: #000; }
.media-player-original { color: rgba(255, 255, 255, 0.75); font-size: 14px; }
.media-player-invalid { flex: 1; display: flex; align-items: center; justify-content: center; padding: 24px 16px; }
`;

import { BREAKPOINTS } from '../tokens';
import { visuallyHiddenCss } from './classNames';

/**
 * The kit's stylesheet: antd's dark look for the handful of components public pages use, as plain
 * CSS rendered once by the ThemeProvider (so it is in the prerendered HTML and needs no script).
 * Colours are chosen for WCAG AA on the site's black: text ≥ 4.5:1, focus ring ≥ 3:1.
 */
export const kitCss = `
:root { --bk-primary: #2563eb; --bk-primary-hover: #1d4ed8; --bk-link: #8ab4ff; --bk-link-hover: #b3ceff; --bk-focus: #8ab4ff;
  --bk-text: rgba(255,255,255,0.88); --bk-text-secondary: rgba(255,255,255,0.72); --bk-border: #5a5a5a; --bk-bg-elevated: #1b1d22;
  --bk-link-visited: #c5b3ff; --bk-error: #ff7875; --bk-success: #7dd87d; --bk-warning: #ffd666; --bk-radius: 8px; }
:focus-visible { outline: 3px solid var(--bk-focus); outline-offset: 2px; }
/* Plain links in every state, at no specificity: a component's own colour (or \`color: inherit\`) always wins. */
:where(a) { color: var(--bk-link); }
:where(a:visited) { color: var(--bk-link-visited); }
:where(a:hover, a:focus-visible, a:active) { color: var(--bk-link-hover); }
${visuallyHiddenCss}
.bk-text-pending { display: inline-block; }
.bk-btn { display: inline-flex; align-items: center; justify-content: center; gap: 8px; box-sizing: border-box; min-height: 32px; padding: 4px 15px;
  font: inherit; font-size: 14px; line-height: 1.5715; border-radius: var(--bk-radius); border: 1px solid var(--bk-border); background: transparent;
  color: var(--bk-text); cursor: pointer; text-decoration: none; white-space: nowrap; transition: color .2s, background-color .2s, border-color .2s; }
.bk-btn:hover { color: #fff; border-color: var(--bk-link); }
.bk-btn-lg { min-height: 40px; padding: 6px 15px; font-size: 16px; }
.bk-btn-sm { min-height: 24px; padding: 0 7px; }
.bk-btn-round { border-radius: 999px; }
.bk-btn-circle { border-radius: 50%; padding: 0; min-width: 32px; }
.bk-btn-icon-only { padding: 0; min-width: 32px; }
.bk-btn-lg.bk-btn-icon-only { min-width: 40px; }
.bk-btn-block { display: flex; width: 100%; }
.bk-btn-primary { background: var(--bk-primary); border-color: var(--bk-primary); color: #fff; }
.bk-btn-primary:hover { background: var(--bk-primary-hover); border-color: var(--bk-primary-hover); color: #fff; }
.bk-btn-danger { color: var(--bk-error); border-color: var(--bk-error); }
.bk-btn-primary.bk-btn-danger { background: #b42318; border-color: #b42318; color: #fff; }
.bk-btn-link, .bk-btn-text { border-color: transparent; background: transparent; }
.bk-btn-link { color: var(--bk-link); }
.bk-btn-link:hover { color: var(--bk-link-hover); border-color: transparent; text-decoration: underline; }
.bk-btn-text:hover { background: rgba(255,255,255,0.12); border-color: transparent; }
.bk-btn:disabled, .bk-btn[aria-disabled='true'] { cursor: not-allowed; opacity: .6; }
.bk-btn-loading { cursor: progress; }
.bk-spin { display: inline-block; box-sizing: border-box; width: 20px; height: 20px; border: 3px solid rgba(255,255,255,0.25); border-top-color: var(--bk-link);
  border-radius: 50%; animation: bk-spin 0.8s linear infinite; vertical-align: middle; flex: none; }
.bk-spin-sm { width: 14px; height: 14px; border-width: 2px; }
.bk-spin-lg { width: 36px; height: 36px; border-width: 4px; }
.bk-btn .bk-spin { width: 14px; height: 14px; border-width: 2px; border-top-color: currentColor; }
@keyframes bk-spin { to { transform: rotate(360deg); } }
@media (prefers-reduced-motion: reduce) { .bk-spin { animation-duration: 2.4s; } }
.bk-input-wrap { display: flex; align-items: center; gap: 8px; box-sizing: border-box; width: 100%; min-height: 32px; padding: 4px 11px; background: #141414;
  border: 1px solid var(--bk-border); border-radius: var(--bk-radius); color: var(--bk-text); font-size: 14px; }
.bk-input-wrap:focus-within { border-color: var(--bk-link); }
.bk-input-wrap.bk-input-lg { min-height: 40px; padding: 6px 11px; font-size: 16px; }
.bk-input-wrap.bk-input-error { border-color: var(--bk-error); }
.bk-input-wrap.bk-input-disabled { opacity: .6; }
.bk-input { flex: 1; min-width: 0; padding: 0; margin: 0; border: 0; outline: 0; background: transparent; color: inherit; font: inherit; line-height: 1.5715; }
.bk-input::placeholder { color: rgba(255,255,255,0.6); }
textarea.bk-input { resize: vertical; }
.bk-input-wrap:has(.bk-input:focus-visible) { outline: 3px solid var(--bk-focus); outline-offset: 2px; }
.bk-input:focus-visible { outline: none; }
.bk-input-affix { display: inline-flex; align-items: center; color: var(--bk-text-secondary); }
.bk-input-clear { display: inline-flex; align-items: center; justify-content: center; min-width: 24px; min-height: 24px; padding: 0; border: 0; border-radius: 50%;
  background: transparent; color: var(--bk-text-secondary); cursor: pointer; font: inherit; }
.bk-input-clear:hover { color: #fff; background: rgba(255,255,255,0.12); }
.bk-alert { display: flex; align-items: flex-start; gap: 10px; box-sizing: border-box; padding: 10px 14px; border: 1px solid; border-radius: var(--bk-radius); color: var(--bk-text); font-size: 14px; line-height: 1.5715; }
.bk-alert-error { background: #2c1618; border-color: #5b2526; }
.bk-alert-warning { background: #2b2111; border-color: #594214; }
.bk-alert-success { background: #162312; border-color: #274916; }
.bk-alert-info { background: #111a2c; border-color: #15325b; }
.bk-alert-icon { flex: none; line-height: 1.5715; font-weight: 700; }
.bk-alert-icon::before, .bk-result-icon::before { content: attr(data-icon); }
.bk-alert-error .bk-alert-icon { color: var(--bk-error); }
.bk-alert-warning .bk-alert-icon { color: var(--bk-warning); }
.bk-alert-success .bk-alert-icon { color: var(--bk-success); }
.bk-alert-info .bk-alert-icon { color: var(--bk-link); }
.bk-alert-content { flex: 1; min-width: 0; }
.bk-alert-title { margin: 0; }
.bk-alert-description { margin: 4px 0 0; }
.bk-alert-action { flex: none; align-self: center; }
.bk-title { margin: 0 0 0.5em; color: #fff; font-weight: 600; line-height: 1.25; }
h1.bk-title { font-size: 38px; } h2.bk-title { font-size: 30px; } h3.bk-title { font-size: 24px; } h4.bk-title { font-size: 20px; } h5.bk-title { font-size: 16px; }
.bk-paragraph { margin: 0 0 1em; color: var(--bk-text); line-height: 1.5715; }
.bk-text-secondary { color: var(--bk-text-secondary); }
.bk-text-danger { color: var(--bk-error); }
.bk-text-success { color: var(--bk-success); }
.bk-text-warning { color: var(--bk-warning); }
.bk-text-strong { font-weight: 600; }
.bk-result { box-sizing: border-box; padding: 48px 32px; text-align: center; }
.bk-result-icon { margin-bottom: 24px; font-size: 64px; line-height: 1; }
.bk-result-success .bk-result-icon { color: var(--bk-success); }
.bk-result-error .bk-result-icon { color: var(--bk-error); }
.bk-result-warning .bk-result-icon, .bk-result-403 .bk-result-icon, .bk-result-404 .bk-result-icon, .bk-result-500 .bk-result-icon { color: var(--bk-warning); }
.bk-result-info .bk-result-icon { color: var(--bk-link); }
.bk-result-title { margin: 0; color: #fff; font-size: 24px; line-height: 1.35; font-weight: 600; }
.bk-result-subtitle { margin: 8px 0 0; color: var(--bk-text-secondary); font-size: 14px; line-height: 1.5715; }
.bk-result-extra { margin-top: 24px; display: flex; gap: 8px; justify-content: center; flex-wrap: wrap; }
.bk-account-area { display: contents; }
.bk-avatar { display: inline-flex; align-items: center; justify-content: center; width: 24px; height: 24px; border-radius: 50%; background: #3a3f4b; color: #fff; font-size: 13px; font-weight: 600; }
.bk-dialog { box-sizing: border-box; max-width: calc(100vw - 32px); max-height: calc(100dvh - 32px); padding: 0; border: 1px solid #303030; border-radius: var(--bk-radius);
  background: var(--bk-bg-elevated); color: var(--bk-text); }
.bk-dialog::backdrop { background: rgba(0,0,0,0.65); }
.bk-dialog[data-placement='left'], .bk-dialog[data-placement='right'] { margin: 0; height: 100dvh; max-height: none; border-radius: 0; border-width: 0; }
.bk-dialog[data-placement='left'] { inset: 0 auto 0 0; border-right-width: 1px; }
.bk-dialog[data-placement='right'] { inset: 0 0 0 auto; border-left-width: 1px; }
.bk-dialog-header { display: flex; align-items: center; gap: 12px; padding: 16px 20px; border-bottom: 1px solid #303030; }
.bk-dialog-title { flex: 1; margin: 0; font-size: 16px; font-weight: 600; color: #fff; }
.bk-dialog-body { padding: 20px; }
.bk-menu { position: relative; display: inline-flex; }
.bk-menu-popup { position: absolute; top: calc(100% + 4px); right: 0; z-index: 1050; min-width: 180px; display: flex; flex-direction: column; padding: 4px;
  background: var(--bk-bg-elevated); border: 1px solid #303030; border-radius: var(--bk-radius); box-shadow: 0 6px 16px rgba(0,0,0,.6); }
.bk-menu-popup[data-align='left'] { right: auto; left: 0; }
.bk-menu-popup[hidden] { display: none; }
.bk-menu-item { display: block; padding: 8px 12px; border: 0; border-radius: 6px; background: none; color: var(--bk-text); font: inherit; font-size: 14px;
  text-align: left; text-decoration: none; cursor: pointer; white-space: nowrap; }
.bk-menu-item:hover, .bk-menu-item:focus-visible { background: rgba(255,255,255,0.12); color: #fff; }
.bk-menu-note { padding: 8px 12px; color: var(--bk-text-secondary); font-size: 14px; }
@media (min-width: ${BREAKPOINTS.md}px) { .bk-dialog-body { padding: 24px; } }
/* A preview link's note: dark text on yellow (12:1), its button and focus ring dark too. */
.bk-preview-note { display: flex; flex-wrap: wrap; align-items: center; justify-content: center; gap: 8px 16px; margin: 0; padding: 10px 16px;
  background: #ffd54f; color: #1a1a1a; text-align: center; font-size: 15px; line-height: 1.4; }
.bk-preview-note p { margin: 0; }
.bk-preview-note strong { font-weight: 800; }
.bk-preview-note .bk-btn { color: #1a1a1a; border-color: #1a1a1a; }
.bk-preview-note .bk-btn:hover { color: #000; border-color: #000; background: rgba(0,0,0,0.08); }
.bk-preview-note :focus-visible { outline-color: #1a1a1a; }
`;

/**
 * The shell's tokens, for every app's own CSS: breakpoints (xs 0, sm 600, md 900, lg 1200,
 * xl 1536; xxl and xxxl continue above), the top bar's height and the brand palette.
 * Plain values, no UI library: public pages take them without downloading antd.
 */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536, xxl: 1920, xxxl: 2560 } as const;

/** Height in px of the host shell's fixed top bar: a page that fills the screen subtracts it. */
export const TOP_BAR_HEIGHT = 64;

/** The brand palette; a remote's own CSS takes its colours from here rather than writing them out. */
export const brandColors = {
  red: '#e53935',
  white: '#ffffff',
  blue: '#3d7bfd',
  gold: '#d4a017',
  green: '#2e9e4f',
  lime: '#32cd32',
} as const;

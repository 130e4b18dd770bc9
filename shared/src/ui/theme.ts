import { theme as antdTheme, type ThemeConfig } from 'antd';

/**
 * The site's breakpoints, for antd's Grid and for apps' own media queries: xs 0, sm 600, md 900,
 * lg 1200, xl 1536. antd derives its Min/Max tokens from its own constants, so the whole screen*
 * family is set here; xxl and xxxl (antd-only) continue above xl.
 */
export const BREAKPOINTS = { xs: 0, sm: 600, md: 900, lg: 1200, xl: 1536, xxl: 1920, xxxl: 2560 } as const;

const screenTokens = {
  screenXS: BREAKPOINTS.xs,
  screenXSMin: BREAKPOINTS.xs,
  screenXSMax: BREAKPOINTS.sm - 1,
  screenSM: BREAKPOINTS.sm,
  screenSMMin: BREAKPOINTS.sm,
  screenSMMax: BREAKPOINTS.md - 1,
  screenMD: BREAKPOINTS.md,
  screenMDMin: BREAKPOINTS.md,
  screenMDMax: BREAKPOINTS.lg - 1,
  screenLG: BREAKPOINTS.lg,
  screenLGMin: BREAKPOINTS.lg,
  screenLGMax: BREAKPOINTS.xl - 1,
  screenXL: BREAKPOINTS.xl,
  screenXLMin: BREAKPOINTS.xl,
  screenXLMax: BREAKPOINTS.xxl - 1,
  screenXXL: BREAKPOINTS.xxl,
  screenXXLMin: BREAKPOINTS.xxl,
  screenXXLMax: BREAKPOINTS.xxxl - 1,
  screenXXXL: BREAKPOINTS.xxxl,
  screenXXXLMin: BREAKPOINTS.xxxl,
};

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

export const beaconTheme: ThemeConfig = {
  algorithm: antdTheme.darkAlgorithm,
  token: {
    ...screenTokens,
    colorPrimary: brandColors.blue,
    colorError: brandColors.red,
    colorBgBase: '#0b0d12',
    borderRadius: 8,
    fontFamily: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
};

import { theme as antdTheme, type ThemeConfig } from 'antd';
import { BREAKPOINTS, brandColors } from './tokens';

/**
 * antd's dark theme with the site's breakpoints, for the apps that render antd components
 * themselves (the admin area). antd derives its Min/Max tokens from its own constants, so the
 * whole screen* family is set here; xxl and xxxl (antd-only) continue above xl.
 */
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

import type { ReactNode } from 'react';
import { StyleSheet } from './StyleSheet';
import { kitCss } from './kit/kitStyles';

/**
 * The site's dark theme: the kit's stylesheet, rendered once with the page (so the prerendered
 * HTML carries it). No UI library is involved; apps that render antd (the admin area) wrap their
 * own antd ConfigProvider with `beaconTheme` from `@beacon/shared/ui/antd-theme`.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <>
      <StyleSheet name="beacon-kit" css={kitCss} precedence="beacon-kit" />
      {children}
    </>
  );
}

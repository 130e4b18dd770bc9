import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import type { ThemeConfig } from 'antd';
import { beaconTheme } from '@beacon/shared/ui/antd-theme';

/** A light blue that keeps 4.5:1 as text and 3:1 as a ring on every dark surface of the area. */
const LIGHT_BLUE = '#8ab4ff';

// The admin area's red is text (Delete buttons, upload errors) on the dark tables and dialogs: a lighter red
// than the site's keeps it at 4.5:1 or more there. So does a brighter secondary text (figure titles, list
// descriptions) on the dark cards: antd's 45 % white is about 4.4:1 there, 65 % is over 7:1. Links in every
// state, and the focus ring antd draws in its primary border colour (about 1.7:1 in the dark palette), use
// the light blue, as do the tabs' selected and hovered labels; placeholders (a filter's "Everyone") are the
// brighter secondary text.
const adminTheme: ThemeConfig = {
  ...beaconTheme,
  token: {
    ...beaconTheme.token,
    colorError: '#ff6b66',
    colorTextDescription: 'rgba(255, 255, 255, 0.65)',
    colorLink: LIGHT_BLUE,
    colorLinkHover: '#b3cdff',
    colorLinkActive: LIGHT_BLUE,
    colorPrimaryBorder: LIGHT_BLUE,
    colorTextPlaceholder: 'rgba(255, 255, 255, 0.65)',
  },
  components: {
    // The dark palette's hovered primary blue is lighter, under 4.5:1 behind white text: hovered primary
    // buttons darken instead (6:1), and hovered default buttons take the light blue, as the links do.
    Button: { colorPrimaryHover: '#2c5bc0', defaultHoverColor: '#b3cdff', defaultHoverBorderColor: LIGHT_BLUE },
    Tabs: { itemSelectedColor: LIGHT_BLUE, itemActiveColor: LIGHT_BLUE, itemHoverColor: '#b3cdff', inkBarColor: LIGHT_BLUE },
  },
};

/**
 * The admin area's heavy antd components (table, form, date picker, upload) come from antd directly,
 * so this ConfigProvider gives them the site's theme; antd's App provides the toasts and confirm
 * dialogs with that theme.
 */
export function AdminProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={adminTheme}>
      <App>{children}</App>
    </ConfigProvider>
  );
}

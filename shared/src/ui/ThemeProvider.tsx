import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { beaconTheme } from './theme';

/** antd's dark theme with the site's breakpoints, plus antd's App context for messages and modals. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={beaconTheme}>
      <App>{children}</App>
    </ConfigProvider>
  );
}

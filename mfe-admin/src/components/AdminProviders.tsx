import type { ReactNode } from 'react';
import { App, ConfigProvider } from 'antd';
import { beaconTheme } from '@beacon/shared/ui';

/**
 * The admin area's heavy antd components (table, form, date picker, upload) come from antd directly,
 * so this ConfigProvider gives them the site's theme; antd's App provides the toasts and confirm
 * dialogs with that theme.
 */
export function AdminProviders({ children }: { children: ReactNode }) {
  return (
    <ConfigProvider theme={beaconTheme}>
      <App>{children}</App>
    </ConfigProvider>
  );
}

import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ConfigProvider, type RuntimeConfig } from '@beacon/shared';
import { ThemeProvider } from './ThemeProvider';
import { AuthProvider } from './auth/AuthProvider';

/** The site's SWR defaults (the test kit's pages use them too). */
export const SWR_OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false };

/** Everything a page needs around it: config, dark theme, auth and the SWR cache. Host and standalone remotes alike. */
export function AppProviders({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return (
    <ConfigProvider config={config}>
      <ThemeProvider>
        <SWRConfig value={SWR_OPTIONS}>
          <AuthProvider>{children}</AuthProvider>
        </SWRConfig>
      </ThemeProvider>
    </ConfigProvider>
  );
}

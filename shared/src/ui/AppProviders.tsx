import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { ConfigProvider, type RuntimeConfig } from '@beacon/shared';
import { servedCache } from '../hydration/servedData';
import { ThemeProvider } from './ThemeProvider';
import { AuthProvider } from './auth/AuthProvider';

/** The site's SWR defaults (the test kit's pages use them too). */
export const SWR_OPTIONS = { revalidateOnFocus: false, shouldRetryOnError: false };

/** The site's SWR cache starts with the API answers the served page was rendered with (none on most pages). */
const SWR_CONFIG = { ...SWR_OPTIONS, provider: () => servedCache() };

/** Everything a page needs around it: config, dark theme, auth and the SWR cache. Host and standalone remotes alike. */
export function AppProviders({ config, children }: { config: RuntimeConfig; children: ReactNode }) {
  return (
    <ConfigProvider config={config}>
      <ThemeProvider>
        <SWRConfig value={SWR_CONFIG}>
          <AuthProvider>{children}</AuthProvider>
        </SWRConfig>
      </ThemeProvider>
    </ConfigProvider>
  );
}

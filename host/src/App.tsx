import type { BootPayload } from '@beacon/shared';
import { BrowserRouter } from '@beacon/shared/router';
import { AppProviders } from '@beacon/shared/ui';
import { AppRoutes } from './routes/AppRoutes';
import { ShellDataProvider } from './shell/shellData';

export function App({ payload }: { payload: BootPayload }) {
  return (
    <AppProviders config={payload.config}>
      <ShellDataProvider value={payload.shell}>
        <BrowserRouter>
          <AppRoutes site={payload.config.site} />
        </BrowserRouter>
      </ShellDataProvider>
    </AppProviders>
  );
}

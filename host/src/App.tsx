import { useState } from 'react';
import { RouterProvider } from 'react-router';
import type { BootPayload } from '@beacon/shared';
import { AppProviders } from '@beacon/shared/ui';
import { createAppRouter } from './routes/createAppRouter';

export function App({ payload }: { payload: BootPayload }) {
  const [router] = useState(() => createAppRouter(payload.config.site));
  return (
    <AppProviders config={payload.config}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}

/**
 * The host's server renderer (built for Node, loaded by the page server): the shell and the
 * host's own pages for a URL, as HTML to hydrate. A remote's page is an empty slot here
 * (`SLOT_MARKER`); the page server fills it with the remote's prerendered HTML.
 */
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { RuntimeConfig } from '@beacon/shared';
import { AppProviders } from '@beacon/shared/ui';
import { ServerRenderContext, type ServerRender } from '../federation/prerenderedSlots';
import { appRoutes } from '../routes/createAppRouter';

export { SLOT_MARKER } from '../federation/prerenderedSlots';

export interface RenderedShell {
  html: string;
  /** `remote/expose` of the remote page the slot is for, if the URL shows one. */
  slot: string | null;
}

export function renderShell(url: string, config: RuntimeConfig): RenderedShell {
  const router = createMemoryRouter(appRoutes(config.site), { initialEntries: [url] });
  const render: ServerRender = { slots: [] };
  const html = renderToString(
    <ServerRenderContext.Provider value={render}>
      <AppProviders config={config}>
        <RouterProvider router={router} />
      </AppProviders>
    </ServerRenderContext.Provider>,
  );
  return { html, slot: render.slots[0] ?? null };
}

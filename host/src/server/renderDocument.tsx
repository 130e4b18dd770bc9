/**
 * The host's server renderer (built for Node, loaded by the page server): the shell and the
 * host's own pages for a URL, as HTML to hydrate. A remote's page is an empty slot here
 * (`SLOT_MARKER`); the page server fills it with the remote's prerendered HTML.
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from '@beacon/shared/router';
import type { RuntimeConfig } from '@beacon/shared';
import { AppProviders } from '@beacon/shared/ui';
import { ServerRenderContext, type ServerRender } from '../federation/prerenderedSlots';
import { AppRoutes } from '../routes/AppRoutes';

export { SLOT_MARKER } from '../federation/prerenderedSlots';

export interface RenderedShell {
  html: string;
  /** `remote/expose` of the remote page the slot is for, if the URL shows one. */
  slot: string | null;
  /** The API request that page starts with, to preload. */
  data: string | null;
  /** The document title (`Page · Organisation`). */
  title: string;
}

export function renderShell(url: string, config: RuntimeConfig): RenderedShell {
  const render: ServerRender = { slots: [] };
  const html = renderToString(
    <ServerRenderContext.Provider value={render}>
      <AppProviders config={config}>
        <StaticRouter location={url}>
          <AppRoutes site={config.site} />
        </StaticRouter>
      </AppProviders>
    </ServerRenderContext.Provider>,
  );
  const [slot] = render.slots;
  const name = config.site.organisationName;
  return { html, slot: slot?.id ?? null, data: slot?.data ?? null, title: slot ? `${slot.title} · ${name}` : name };
}

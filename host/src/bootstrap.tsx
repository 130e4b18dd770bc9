import { startTransition, StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { BootPayload } from '@beacon/shared';
import { ROOT_ELEMENT_ID } from '@beacon/shared/contract';
import type { EarlyInput } from '@beacon/shared/hydration';
import { App } from './App';
import { captureSlots } from './federation/prerenderedSlots';
import { loadExposedComponent } from './federation/remoteModules';
import { hydrateServedPage } from './federation/RemoteOutlet';
import { remoteRoutes, routeForPath } from './routes/routeTable';

/**
 * Lets the browser paint and handle input before the next step of start-up. Loading the shared
 * libraries, the page's remote and hydrating would otherwise chain through promises into one long
 * task that blocks a phone for a few hundred milliseconds.
 */
const yieldToBrowser = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** How long hydration waits for the served page's code (preloaded with the HTML) before it hydrates the shell alone. */
const PAGE_CODE_WAIT_MS = 3000;

/**
 * Loads the code of the remote page the server sent, so that it hydrates in place with the shell.
 * Skipped with a query in the URL (the archive's search), which the served copy, rendered
 * without it, cannot match. A video's or an event's page served for its address hydrates from the
 * API answers served with it; one prerendered without the id hydrates that copy and fills it in.
 */
async function loadServedPage(slotIds: string[], payload: BootPayload): Promise<void> {
  const route = routeForPath(remoteRoutes(payload.config.site), window.location.pathname);
  if (!route || window.location.search) return;
  const id = `${route.remote}/${route.expose}`;
  if (!slotIds.includes(id)) return;
  await yieldToBrowser();
  const late = new Promise<null>((resolve) => setTimeout(() => resolve(null), PAGE_CODE_WAIT_MS));
  const Component = await Promise.race([loadExposedComponent(route.remote, route.expose).catch(() => null), late]);
  if (Component) hydrateServedPage(id, Component);
}

/** Replays the input held before hydration once the tree around it has been committed. Renders nothing. */
function ReplayEarlyInput({ earlyInput }: { earlyInput: EarlyInput | null }): null {
  useEffect(() => earlyInput?.replay(), [earlyInput]);
  return null;
}

/**
 * Hydrates the page the server rendered, or renders it when the server sent an empty root. What
 * the visitor did before (`earlyInput`) is handed to the page once it is live.
 */
export async function mount(payload: BootPayload, earlyInput: EarlyInput | null): Promise<void> {
  const container = document.getElementById(ROOT_ELEMENT_ID);
  if (!container) throw new Error(`index.html has no #${ROOT_ELEMENT_ID}`);
  const app = (
    <StrictMode>
      <App payload={payload} />
      <ReplayEarlyInput earlyInput={earlyInput} />
    </StrictMode>
  );
  if (container.hasChildNodes()) {
    await loadServedPage(captureSlots(container), payload);
    await yieldToBrowser();
    // In a transition, hydration yields to the browser every few milliseconds instead of one long
    // task: the page is already painted and readable meanwhile.
    startTransition(() => {
      earlyInput?.release();
      hydrateRoot(container, app, {
        onRecoverableError: (error) =>
          console.warn('[beacon] part of the served page did not match its code and was rendered again', error),
      });
    });
  } else {
    createRoot(container).render(app);
  }
}

import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import type { BootPayload } from '@beacon/shared';
import { App } from './App';
import { captureSlots } from './federation/prerenderedSlots';

/** Hydrates the page the server rendered, or renders it when the server sent an empty root. */
export function mount(payload: BootPayload): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const app = (
    <StrictMode>
      <App payload={payload} />
    </StrictMode>
  );
  if (container.hasChildNodes()) {
    captureSlots(container);
    // In a transition, hydration yields to the browser every few milliseconds instead of one long
    // task: the page is already painted and readable meanwhile.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}

import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadBootPayload } from '@beacon/shared';
import { readPrerenderedConfig } from './prerenderedConfig';
import { StandaloneApp } from './StandaloneApp';

/** Starts the standalone page: hydrates the prerendered markup, or renders it when there is none (dev server). */
export async function mountLanding(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const prerendered = readPrerenderedConfig();
  if (prerendered && container.firstElementChild) {
    // In a transition, hydration yields to the browser every few milliseconds instead of blocking
    // the main thread in one long task (the page is already visible and readable meanwhile).
    startTransition(() => {
      hydrateRoot(container, <StandaloneApp config={prerendered} />);
    });
    return;
  }
  const { config } = await loadBootPayload();
  createRoot(container).render(<StandaloneApp config={config} />);
}

import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { loadBootPayload } from '@beacon/shared';
import { holdEarlyInput } from '@beacon/shared/hydration';
import { readPrerenderedConfig } from './prerenderedConfig';
import { StandaloneApp } from './StandaloneApp';

/** Starts the standalone page: hydrates the prerendered markup, or renders it when there is none (dev server). */
export async function mountLanding(): Promise<void> {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  const prerendered = readPrerenderedConfig();
  if (prerendered && container.firstElementChild) {
    // Text typed into the served form before this script ran reaches the page's state once it is live.
    const earlyInput = holdEarlyInput(container);
    // In a transition, hydration yields to the browser every few milliseconds instead of blocking
    // the main thread in one long task (the page is already visible and readable meanwhile).
    startTransition(() => {
      earlyInput.release();
      hydrateRoot(container, <StandaloneApp config={prerendered} onLive={earlyInput.replay} />);
    });
    return;
  }
  const { config } = await loadBootPayload();
  createRoot(container).render(<StandaloneApp config={config} />);
}

import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import type { BootPayload } from '@beacon/shared';
import { App } from './App';

export function mount(payload: BootPayload): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root');
  createRoot(container).render(
    <StrictMode>
      <App payload={payload} />
    </StrictMode>,
  );
}

import { createContext } from 'react';

/**
 * Remote pages in the served HTML. The page server renders the shell with an empty slot where the
 * route's remote page goes and fills it with the remote's HTML (prerendered, or rendered for the
 * URL); in the browser the page's code, preloaded with the HTML, is loaded before hydration and
 * hydrates the slot in place. Where it cannot (its code is late or down, or the URL has a query the
 * copy was rendered without), the slot keeps that HTML, not hydrated, until the remote's page has
 * loaded and replaces it.
 */

// What the page server puts in a slot's place: the prerendered page, or nothing.
export { SLOT_MARKER } from '@beacon/shared/contract';

/** While the page server renders the shell: remote pages become empty slots, listed here. */
export interface ServerRender {
  /** Each slot: `remote/expose`, the page's title and the API request the page starts with. */
  slots: { id: string; title: string; data?: string }[];
}

export const ServerRenderContext = createContext<ServerRender | null>(null);

const captured = new Map<string, string>();

/** Takes the slots' prerendered HTML out of the served page before React hydrates it; returns their ids. */
export function captureSlots(root: ParentNode): string[] {
  const ids: string[] = [];
  root.querySelectorAll<HTMLElement>('[data-remote-slot]').forEach((slot) => {
    const id = slot.dataset.remoteSlot ?? '';
    captured.set(id, slot.innerHTML);
    ids.push(id);
  });
  return ids;
}

/** The prerendered HTML of `remote/expose`, if the served page had it. */
export const prerenderedHtml = (id: string): string | undefined => captured.get(id);

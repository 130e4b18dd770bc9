import { createContext } from 'react';

/**
 * Remote pages in the served HTML. The page server renders the shell with an empty slot where the
 * route's remote page goes and fills it with the remote's prerendered HTML; in the browser the
 * slot keeps that HTML (not hydrated: the remote's code may differ from the build that rendered
 * it) until the remote's page has loaded and replaces it.
 */

/** What the page server puts in a slot's place: the prerendered page, or nothing. */
export const SLOT_MARKER = '<!--beacon:slot-->';

/** While the page server renders the shell: remote pages become empty slots, listed here. */
export interface ServerRender {
  /** Each slot: `remote/expose`, the page's title and the API request the page starts with. */
  slots: { id: string; title: string; data?: string }[];
}

export const ServerRenderContext = createContext<ServerRender | null>(null);

const captured = new Map<string, string>();

/** Takes the slots' prerendered HTML out of the served page before React hydrates it. */
export function captureSlots(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>('[data-remote-slot]').forEach((slot) => {
    captured.set(slot.dataset.remoteSlot ?? '', slot.innerHTML);
  });
}

/** The prerendered HTML of `remote/expose`, if the served page had it. */
export const prerenderedHtml = (id: string): string | undefined => captured.get(id);

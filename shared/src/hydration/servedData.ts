import { createContext, useContext, useSyncExternalStore } from 'react';
import { PAGE_DATA_ELEMENT_ID } from '../config/runtimeConfig';

/** API answers a page was rendered with: each SWR key (serialized, as SWR's cache holds it) and its answer. */
export type ServedData = [key: string, data: unknown][];

/** What an SWR cache entry holds: an answer that is there, not being fetched. */
export interface ServedCacheState {
  data: unknown;
  error: undefined;
  isLoading: false;
  isValidating: false;
}

/** True while the server renders a page for a request's address; false while a build prerenders it without one. */
export const RenderedForAddressContext = createContext(false);

/** The block last read and what it held: parsed once, however many components ask. */
let read: { element: Element | null; data: ServedData | null } = { element: null, data: null };

const isServedData = (value: unknown): value is ServedData =>
  Array.isArray(value) && value.every((entry) => Array.isArray(entry) && entry.length === 2 && typeof entry[0] === 'string');

/**
 * The answers the served HTML holds, or null when the page was not rendered for its
 * address: prerendered at build time, or served without a page at all.
 */
export function servedPageData(): ServedData | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (element !== read.element) {
    let value: unknown = null;
    try {
      value = element ? JSON.parse(element.textContent ?? '') : null;
    } catch {
      // A damaged block counts as none: the page hydrates its address-less copy and fetches.
    }
    read = { element, data: isServedData(value) ? value : null };
  }
  return read.data;
}

/** An SWR cache holding the served answers, so that the page hydrates with what the server rendered. */
export function servedCache(data: ServedData | null = servedPageData()): Map<string, ServedCacheState> {
  return new Map((data ?? []).map(([key, value]) => [key, { data: value, error: undefined, isLoading: false, isValidating: false }]));
}

const subscribe = () => () => {};

/**
 * Whether this render knows the page's address (its id, say): always in the browser, except while
 * hydrating a copy the build prerendered without one; on the server, only when rendering for a request.
 * A page whose first screen depends on its address renders it only then, so that hydration matches.
 */
export function useAddressKnown(): boolean {
  const onServer = useContext(RenderedForAddressContext);
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => onServer || servedPageData() !== null,
  );
}

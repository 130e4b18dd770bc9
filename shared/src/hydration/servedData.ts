import { createContext, useContext, useSyncExternalStore } from 'react';
import { PAGE_DATA_ELEMENT_ID } from '../config/runtimeConfig';
import { useIsClient } from './useIsClient';

/** API answers a page was rendered with: each SWR key (serialized, as SWR's cache holds it) and its answer. */
export type ServedData = [key: string, data: unknown][];

/** A page rendered for a request: when (ms since the epoch: what its "now" was) and with which answers. */
export interface ServedPage {
  at: number;
  answers: ServedData;
}

/** What an SWR cache entry holds: an answer that is there, not being fetched. */
export interface ServedCacheState {
  data: unknown;
  error: undefined;
  isLoading: false;
  isValidating: false;
}

/** While the server renders a page for a request: when it renders it. Null while a build prerenders it without an address. */
export const RenderedForAddressContext = createContext<{ at: number } | null>(null);

/** The block last read and what it held: parsed once, however many components ask. */
let read: { element: Element | null; page: ServedPage | null } = { element: null, page: null };

const isServedPage = (value: unknown): value is ServedPage => {
  const { at, answers } = (value ?? {}) as Partial<ServedPage>;
  return (
    typeof at === 'number' &&
    Array.isArray(answers) &&
    answers.every((entry) => Array.isArray(entry) && entry.length === 2 && typeof entry[0] === 'string')
  );
};

/**
 * The page the served HTML holds answers for, or null when it was not rendered for its address:
 * prerendered at build time, or served without a page at all.
 */
export function servedPage(): ServedPage | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_DATA_ELEMENT_ID);
  if (element !== read.element) {
    let value: unknown = null;
    try {
      value = element ? JSON.parse(element.textContent ?? '') : null;
    } catch {
      // A damaged block counts as none: the page hydrates its address-less copy and fetches.
    }
    read = { element, page: isServedPage(value) ? value : null };
  }
  return read.page;
}

/** An SWR cache holding the served answers, so that the page hydrates with what the server rendered. */
export function servedCache(answers: ServedData | undefined = servedPage()?.answers): Map<string, ServedCacheState> {
  return new Map((answers ?? []).map(([key, data]) => [key, { data, error: undefined, isLoading: false, isValidating: false }]));
}

const subscribe = () => () => {};

/**
 * Whether this render knows the page's address (its id, say): always in the browser, except while
 * hydrating a copy the build prerendered without one; on the server, only when rendering for a request.
 * A page whose first screen depends on its address renders it only then, so that hydration matches.
 */
export function useAddressKnown(): boolean {
  const isClient = useIsClient();
  return useServedTime() !== null || isClient;
}

/**
 * When the served copy was rendered, while it is rendered (on the server, for a request) and while
 * the browser hydrates it; null otherwise. Times shown relative to "now" use it then, so that the
 * browser's first render says what the server's did.
 */
export function useServedTime(): number | null {
  const onServer = useContext(RenderedForAddressContext);
  return useSyncExternalStore(
    subscribe,
    () => null,
    () => onServer?.at ?? servedPage()?.at ?? null,
  );
}

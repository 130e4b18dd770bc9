import { createContext } from 'react';
import { PAGE_DATA_ELEMENT_ID } from '../config/runtimeConfig';

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

import { PAGE_DATA_ELEMENT_ID } from '../contract/names';
import type { VenueReading } from '../utils/zonedTime';

/** API answers a page was rendered with: each SWR key (serialized, as SWR's cache holds it) and its answer. */
export type ServedData = [key: string, data: unknown][];

/**
 * A page rendered for a request: when (ms since the epoch: what its "now" was), with which answers,
 * and the venue times it read (for the browser to hydrate without Intl formatters; see zonedTime).
 */
export interface ServedPage {
  at: number;
  answers: ServedData;
  venueTimes?: VenueReading[];
}

/** What an SWR cache entry holds: an answer that is there, not being fetched. */
export interface ServedCacheState {
  data: unknown;
  error: undefined;
  isLoading: false;
  isValidating: false;
}

/** What is read of the page's document: typed here, since code without the DOM's types (the API's) imports this too. */
interface DataBlock {
  readonly textContent: string | null;
}
const pageDocument = (globalThis as { document?: { getElementById(id: string): DataBlock | null } }).document;

/** The block last read and what it held: parsed once, however many components ask. */
let read: { element: DataBlock | null; page: ServedPage | null } = { element: null, page: null };

const isServedPage = (value: unknown): value is ServedPage => {
  const { at, answers, venueTimes } = (value ?? {}) as Partial<ServedPage>;
  return (
    typeof at === 'number' &&
    Array.isArray(answers) &&
    answers.every((entry) => Array.isArray(entry) && entry.length === 2 && typeof entry[0] === 'string') &&
    (venueTimes === undefined || Array.isArray(venueTimes))
  );
};

/**
 * The page the served HTML holds answers for, or null when it was not rendered for its address:
 * prerendered at build time, or served without a page at all.
 */
export function servedPage(): ServedPage | null {
  const element = pageDocument?.getElementById(PAGE_DATA_ELEMENT_ID) ?? null;
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

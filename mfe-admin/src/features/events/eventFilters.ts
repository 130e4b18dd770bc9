import type { Event, EventExportQuery } from '@beacon/shared/schemas';
import { matchesSearch } from '../../lib/format';

export type EventFlagFilter = 'featured' | 'completed';

/** What the events table shows: the title search, the Category and Flags filters (any of the picked values), the date order. */
export interface EventFilters {
  query: string;
  categories: string[];
  flags: EventFlagFilter[];
  order: 'asc' | 'desc';
}

export const NO_EVENT_FILTERS: EventFilters = { query: '', categories: [], flags: [], order: 'asc' };

const hasFlag = (event: Event, flag: EventFlagFilter): boolean => (flag === 'featured' ? event.isFocused : event.isCompleted);

export const filterEvents = (events: readonly Event[], { query, categories, flags }: EventFilters): Event[] =>
  events.filter(
    (event) =>
      matchesSearch(query, event.title) &&
      (categories.length === 0 || categories.includes(event.category)) &&
      (flags.length === 0 || flags.some((flag) => hasFlag(event, flag))),
  );

/** The same rows as the API's export filters, in the table's date order. */
export const eventExportQuery = ({ query, categories, flags, order }: EventFilters): EventExportQuery => ({
  ...(query.trim() ? { q: query.trim() } : {}),
  ...(categories.length ? { category: categories } : {}),
  ...(flags.length ? { flag: flags } : {}),
  order,
});

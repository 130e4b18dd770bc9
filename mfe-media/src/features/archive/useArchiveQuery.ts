import { useCallback, useEffect, useRef, useState } from 'react';
import { CATEGORIES, type Category } from '@beacon/shared';
import type { VideoQuery } from '@beacon/shared/api';
import { useNavigate, useSearchParams } from '@beacon/shared/router';

/** A search fires after a 350 ms pause in typing, for 2 or more trimmed characters (an emoji is one, as the API counts). */
export const SEARCH_DEBOUNCE_MS = 350;
export const SEARCH_MIN_CHARS = 2;

/** The query parameters that keep the archive's state in its URL: `?category=pride&q=council`. */
export const CATEGORY_PARAM = 'category';
export const SEARCH_PARAM = 'q';

/** A category's name in the URL: its label in lower case ('pride'). */
export const categorySlug = (category: Category): string => category.label.toLowerCase();

const categoryOfSlug = (slug: string | null): Category | null =>
  (slug && CATEGORIES.find((category) => categorySlug(category) === slug.toLowerCase())) || null;

/** The search a text asks for: trimmed, or null when shorter than the minimum. */
const termOf = (text: string | null): string | null => {
  const term = text?.trim() ?? '';
  return Array.from(term).length >= SEARCH_MIN_CHARS ? term : null;
};

/** What the list shows for the URL's parameters: the search results, else the category's (or every) video. */
export function archiveQueryOf(params: URLSearchParams): VideoQuery {
  const searchTerm = termOf(params.get(SEARCH_PARAM));
  return searchTerm
    ? { kind: 'search', term: searchTerm }
    : { kind: 'category', playlistId: categoryOfSlug(params.get(CATEGORY_PARAM))?.playlistId ?? null };
}

export interface ArchiveQuery {
  /** What the search box shows. */
  searchText: string;
  /** The search being shown (trimmed), or null for the category list. */
  searchTerm: string | null;
  category: Category | null;
  /** What the list shows: the search results, else the category's (or every) video. */
  query: VideoQuery;
  setSearchText: (text: string) => void;
  /** Enter in the search box: search now instead of after the pause. */
  submitSearch: () => void;
  /** Choosing a category shows its list and clears the search; null shows every video. */
  selectCategory: (category: Category | null) => void;
}

/**
 * The archive's list state, kept in the URL (`?category=pride&q=council`) so Back, a reload, a
 * bookmark or a shared link shows the same list; each change replaces the history entry (typing
 * does not pile up entries). The selected category replaces the list, a search replaces it with
 * results, clearing the search returns to the category. Text under 2 characters shows the category
 * at once and fires nothing (the list and heading follow the box); anything else fires after the
 * pause, a burst of typing firing once.
 *
 * Reading the URL in render is safe for the prerender: the page is prerendered at its bare path and
 * never hydrated over that HTML (the host renders the remote's page afresh in its place).
 */
export function useArchiveQuery(): ArchiveQuery {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const urlText = params.get(SEARCH_PARAM);
  const searchTerm = termOf(urlText);
  const category = categoryOfSlug(params.get(CATEGORY_PARAM));
  const [searchText, setText] = useState(() => urlText ?? '');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The latest parameters, for a debounced write that fires after later renders.
  const latest = useRef(params);
  // The search this page last wrote: any other change of `q` came from outside (a link, Back).
  const written = useRef(searchTerm);

  useEffect(() => {
    latest.current = params;
  }, [params]);

  const cancelPending = () => clearTimeout(timer.current);
  useEffect(() => cancelPending, []);

  useEffect(() => {
    if (searchTerm === written.current) return;
    written.current = searchTerm;
    cancelPending();
    setText(searchTerm ?? '');
  }, [searchTerm]);

  const write = useCallback(
    (next: { category?: Category | null; term: string | null }) => {
      const current = latest.current;
      const nextCategory = next.category !== undefined ? next.category : categoryOfSlug(current.get(CATEGORY_PARAM));
      const search = new URLSearchParams();
      current.forEach((value, name) => {
        if (name !== CATEGORY_PARAM && name !== SEARCH_PARAM) search.append(name, value);
      });
      if (nextCategory) search.set(CATEGORY_PARAM, categorySlug(nextCategory));
      if (next.term) search.set(SEARCH_PARAM, next.term);
      written.current = next.term;
      const query = search.toString();
      if (query === current.toString()) return;
      latest.current = search;
      void navigate({ search: query ? `?${query}` : '' }, { replace: true });
    },
    [navigate],
  );

  const setSearchText = useCallback(
    (text: string) => {
      setText(text);
      cancelPending();
      const term = termOf(text);
      if (!term) write({ term: null });
      else timer.current = setTimeout(() => write({ term }), SEARCH_DEBOUNCE_MS);
    },
    [write],
  );

  const submitSearch = useCallback(() => {
    const term = termOf(searchText);
    if (!term) return;
    cancelPending();
    write({ term });
  }, [searchText, write]);

  const selectCategory = useCallback(
    (next: Category | null) => {
      cancelPending();
      setText('');
      write({ category: next, term: null });
    },
    [write],
  );

  const query = archiveQueryOf(params);
  return { searchText, searchTerm, category, query, setSearchText, submitSearch, selectCategory };
}

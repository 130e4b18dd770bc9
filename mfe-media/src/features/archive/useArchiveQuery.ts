import { useCallback, useEffect, useRef, useState } from 'react';
import type { Category } from '@beacon/shared';
import type { VideoQuery } from '@beacon/shared/api';

/** A search fires after a 350 ms pause in typing, for 2 or more trimmed characters. */
export const SEARCH_DEBOUNCE_MS = 350;
export const SEARCH_MIN_CHARS = 2;

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
 * The archive's list state: the selected category replaces the list, a search
 * replaces it with results, clearing the search returns to the category. Empty text resets at
 * once (the search request, if any, is then cancelled by useVideoList); text under 2 characters
 * fires nothing; anything else fires after the pause, a burst of typing firing once.
 */
export function useArchiveQuery(): ArchiveQuery {
  const [searchText, setText] = useState('');
  const [searchTerm, setSearchTerm] = useState<string | null>(null);
  const [category, setCategory] = useState<Category | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const cancelPending = () => clearTimeout(timer.current);
  useEffect(() => cancelPending, []);

  const setSearchText = useCallback((text: string) => {
    setText(text);
    cancelPending();
    const term = text.trim();
    if (!term) setSearchTerm(null);
    else if (term.length >= SEARCH_MIN_CHARS) timer.current = setTimeout(() => setSearchTerm(term), SEARCH_DEBOUNCE_MS);
  }, []);

  const submitSearch = useCallback(() => {
    const term = searchText.trim();
    if (term.length < SEARCH_MIN_CHARS) return;
    cancelPending();
    setSearchTerm(term);
  }, [searchText]);

  const selectCategory = useCallback((next: Category | null) => {
    cancelPending();
    setText('');
    setSearchTerm(null);
    setCategory(next);
  }, []);

  const query: VideoQuery = searchTerm
    ? { kind: 'search', term: searchTerm }
    : { kind: 'category', playlistId: category?.playlistId ?? null };
  return { searchText, searchTerm, category, query, setSearchText, submitSearch, selectCategory };
}

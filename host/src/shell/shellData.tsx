import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useConfig, type InvestigationMenuEntry, type ShellData } from '@beacon/shared';

/**
 * The investigations whose pages the route manifest declares itself (`/election`, the hoax page): the
 * content schemas' `BUILT_IN_INVESTIGATIONS`, spelled here so the shell's bundle does not carry the schemas.
 */
export const BUILT_IN_INVESTIGATION_SLUGS: readonly string[] = ['election', 'hoax'];

/** What the page server served the shell with (undefined: nobody composed the page, as on a dev server). */
const ShellDataContext = createContext<ShellData | undefined>(undefined);

/** Gives the shell what the page server rendered it with: the server's render and the browser's hydration see the same. */
export function ShellDataProvider({ value, children }: { value: ShellData | undefined; children: ReactNode }) {
  return <ShellDataContext.Provider value={value}>{children}</ShellDataContext.Provider>;
}

/** What the page server served the shell with; undefined when nobody composed the page (a dev server). */
export const useServedShellData = (): ShellData | undefined => useContext(ShellDataContext);

/** The list the API answers (`GET /content/investigation`), as the menu links it; none when it does not answer. */
async function fetchAddedInvestigations(apiUrl: string, signal: AbortSignal): Promise<InvestigationMenuEntry[]> {
  const response = await fetch(`${apiUrl.replace(/\/+$/, '')}/content/investigation`, { signal });
  if (!response.ok) return [];
  const { items } = (await response.json()) as { items?: InvestigationMenuEntry[] };
  if (!Array.isArray(items)) return [];
  return items.filter((item) => !BUILT_IN_INVESTIGATION_SLUGS.includes(item.slug)).map(({ slug, menuLabel }) => ({ slug, menuLabel }));
}

/**
 * The published investigations staff added, for the Media Investigations menu: the list the page was
 * served with; asked of the API once when the page came without one (a page rendered in the browser alone).
 */
export function useAddedInvestigations(): readonly InvestigationMenuEntry[] {
  const served = useServedShellData();
  const { apiUrl } = useConfig();
  const [fetched, setFetched] = useState<readonly InvestigationMenuEntry[]>([]);
  useEffect(() => {
    if (served) return undefined;
    const abort = new AbortController();
    fetchAddedInvestigations(apiUrl, abort.signal).then(setFetched, () => undefined);
    return () => abort.abort();
  }, [served, apiUrl]);
  return served?.investigations ?? fetched;
}

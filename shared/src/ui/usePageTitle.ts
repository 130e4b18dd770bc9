import { useEffect } from 'react';
import { useConfig } from '@beacon/shared';

/** Sets `Page · Organisation` as the document title while the page is shown. */
export function usePageTitle(title: string): void {
  const { site } = useConfig();
  useEffect(() => {
    document.title = title ? `${title} · ${site.organisationName}` : site.organisationName;
  }, [title, site.organisationName]);
}

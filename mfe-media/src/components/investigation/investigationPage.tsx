import { definePage, type DataPage } from '@beacon/shared/hydration';
import { loadContent } from '@beacon/shared/published';
import { PublishedPage } from '../PublishedPage';
import { InvestigationView } from './InvestigationView';

/**
 * The page of one investigation at an address of its own (`/election`, the hoax page): the published record
 * `slug`, edited in admin; its first screen is that record (or the draft a preview link names).
 */
export function investigationPage(slug: string, title: string): DataPage {
  function Investigation() {
    return (
      <PublishedPage kind="investigation" slug={slug} title={title}>
        {(body, banner) => <InvestigationView body={body} banner={banner} />}
      </PublishedPage>
    );
  }
  return definePage(
    Investigation,
    loadContent('investigation', () => slug),
  );
}

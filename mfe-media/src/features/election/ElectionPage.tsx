import { definePage } from '@beacon/shared/hydration';
import { InvestigationView } from '../../components/investigation/InvestigationView';
import { PublishedPage } from '../../components/PublishedPage';
import { loadContent } from '../../hooks/usePublishedContent';

const SLUG = 'election';

/** Election Integrity (/election): the published investigation `election`, edited in admin. */
function ElectionPage() {
  return (
    <PublishedPage kind="investigation" slug={SLUG} title="Election Integrity">
      {(body, banner) => <InvestigationView body={body} banner={banner} />}
    </PublishedPage>
  );
}

/** Its first screen: the investigation (or the draft a preview link names). */
export default definePage(
  ElectionPage,
  loadContent('investigation', () => SLUG),
);

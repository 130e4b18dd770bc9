import { useParams } from '@beacon/shared/router';
import { definePage } from '@beacon/shared/hydration';
import { BUILT_IN_INVESTIGATIONS } from '@beacon/shared/api';
import { InvestigationView } from '../../components/investigation/InvestigationView';
import { PublishedPage } from '../../components/PublishedPage';
import { loadContent } from '@beacon/shared/published';

/**
 * The slug an address names, or null for none: the built-in investigations have their own addresses
 * (`/election`, the hoax page), so they are not found here too. No id at all: a copy the build prerenders
 * without an address, which shows the loading frame the browser's first render (before the answer) matches.
 */
function slugOf(id: string | undefined): string | null | undefined {
  if (id === undefined) return undefined;
  return (BUILT_IN_INVESTIGATIONS as readonly string[]).includes(id) ? null : id;
}

/** An investigation staff published in admin (/investigations/:id, the id is its slug). */
function InvestigationPage() {
  const { id } = useParams();
  return (
    <PublishedPage kind="investigation" slug={slugOf(id)} title="Investigation">
      {(body, banner) => <InvestigationView body={body} banner={banner} />}
    </PublishedPage>
  );
}

/** Its first screen: the investigation its address names (or the draft a preview link names). */
export default definePage(
  InvestigationPage,
  loadContent('investigation', ({ params }) => slugOf(params.id) ?? null),
);

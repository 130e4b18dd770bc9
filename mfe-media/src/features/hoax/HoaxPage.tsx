import { definePage } from '@beacon/shared/hydration';
import { InvestigationView } from '../../components/investigation/InvestigationView';
import { PublishedPage } from '../../components/PublishedPage';
import { loadContent } from '../../hooks/usePublishedContent';

const SLUG = 'hoax';

/** The hoax investigation (/{hoaxSlug}-hoax): the published investigation `hoax`, edited in admin. */
function HoaxPage() {
  return (
    <PublishedPage kind="investigation" slug={SLUG} title="Hoax Investigation">
      {(body, banner) => <InvestigationView body={body} banner={banner} />}
    </PublishedPage>
  );
}

/** Its first screen: the investigation (or the draft a preview link names). */
export default definePage(
  HoaxPage,
  loadContent('investigation', () => SLUG),
);

import { LANDING_BODY } from '@beacon/shared/content-seed';
import { definePage } from '@beacon/shared/hydration';
import { loadContent, previewToken, useSitePageContent } from '@beacon/shared/published';
import { useSearchParams } from '@beacon/shared/router';
import { PageNotFound, PreviewNote } from '@beacon/shared/ui';
import { landingText } from '../../content/landing';
import { LandingView } from './LandingView';

/**
 * The pre-launch page in the site (`/launch`), rendered per request from its published words (with
 * `?preview=` the draft, under a note saying so). While they load, when the API cannot be reached, and in
 * the build's prerendered copy, the seeded words show: the page is never empty.
 */
function LaunchPage() {
  const { body, preview, retry, retrying } = useSitePageContent('landing', LANDING_BODY, previewToken(useSearchParams()[0]));
  if (preview === 'expired') return <PageNotFound detail={landingText.previewExpired} backLabel={landingText.backHome} />;
  return <LandingView body={body} banner={preview && <PreviewNote state={preview} onRetry={retry} retrying={retrying} />} />;
}

/** Its first screen: its one record, `landing/landing` (or the draft a preview link names). */
export default definePage(
  LaunchPage,
  loadContent('landing', () => 'landing'),
);

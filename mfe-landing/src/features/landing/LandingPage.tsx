import { LANDING_BODY } from '@beacon/shared/content-seed';
import { definePage } from '@beacon/shared/hydration';
import { useSearchParams } from '@beacon/shared/router';
import { PageNotFound } from '@beacon/shared/ui';
import { landingText } from '../../content/landing';
import { loadLanding, previewToken, useLandingContent } from './landingContent';
import { LandingView } from './LandingView';
import { PreviewNote } from './PreviewNote';

/**
 * The pre-launch page in the site (`/launch`), rendered per request from its published words (with
 * `?preview=` the draft, under a note saying so). While they load, when the API cannot be reached, and in
 * the build's prerendered copy, the seeded words show: the page is never empty.
 */
function LaunchPage() {
  const [search] = useSearchParams();
  const preview = previewToken(search);
  const { content, failed, retry, retrying } = useLandingContent(preview);
  if (content === null && preview) return <PageNotFound detail={landingText.previewExpired} backLabel={landingText.backHome} />;
  const note = content?.preview ? 'draft' : preview && !content ? (failed ? 'failed' : 'loading') : null;
  return (
    <LandingView body={content?.body ?? LANDING_BODY} banner={note && <PreviewNote state={note} retry={retry} retrying={retrying} />} />
  );
}

export default definePage(LaunchPage, loadLanding);

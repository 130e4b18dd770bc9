import { Button } from '@beacon/shared/ui';
import { landingText } from '../../content/landing';

/** What a preview link's page shows of its draft: the draft itself, the draft on its way, or a failure to load it. */
export type PreviewState = 'draft' | 'loading' | 'failed';

/**
 * The note above the page a preview link shows: a status the screen reader announces (no landmark of its
 * own), or, when the draft could not be loaded, an alert with Try again (the page keeps its built-in words).
 */
export function PreviewNote({ state, retry, retrying }: { state: PreviewState; retry: () => void; retrying: boolean }) {
  if (state === 'failed') {
    return (
      <div className="landing-preview" role="alert">
        <p>
          <strong>Preview</strong>: {landingText.previewFailed}
        </p>
        <Button onClick={retry} loading={retrying}>
          {landingText.tryAgain}
        </Button>
      </div>
    );
  }
  return (
    <div className="landing-preview" role="status">
      <p>
        <strong>{landingText.previewNote}</strong>: {state === 'draft' ? landingText.previewDetail : landingText.previewLoading}
      </p>
    </div>
  );
}

import { Button } from '@beacon/shared/ui';
import type { PreviewState } from './useSpeakingContent';

/** What a preview link's page says above the draft. */
export const PREVIEW_NOTE = 'Preview — not published';

interface PreviewBarProps {
  state: Exclude<PreviewState, 'expired' | null>;
  retry: () => void;
  retrying: boolean;
}

/**
 * The note above the page a preview link shows: the draft (a status the screen reader announces), the draft
 * on its way, or a failure with Try again (the page below keeps its built-in words meanwhile).
 */
export function PreviewBar({ state, retry, retrying }: PreviewBarProps) {
  if (state === 'failed') {
    return (
      <div className="engage-preview-bar" role="alert">
        <p>
          <strong>Preview</strong>: the draft could not be loaded, so the page shows its built-in words. Please check your connection and
          try again.
        </p>
        <Button onClick={retry} loading={retrying}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className="engage-preview-bar" role="status">
      <p>
        <strong>{PREVIEW_NOTE}</strong>
        {state === 'draft' ? ': the latest draft, as visitors will see it once it is published.' : ': loading the draft…'}
      </p>
    </div>
  );
}

import { Button } from './Button';

/** Where a preview link's draft stands: shown, on its way, or not loaded (the page keeps its built-in words). */
export type PreviewNoteState = 'draft' | 'loading' | 'failed';

/** The note's own words: staff read them above every page a preview link shows. */
export const PREVIEW_TEXT = {
  title: 'Preview — not published',
  draft: 'the latest draft, as visitors will see it once it is published.',
  loading: 'loading the draft…',
  failed: 'the draft could not be loaded, so the page shows its built-in words. Please check your connection and try again.',
  tryAgain: 'Try again',
} as const;

export interface PreviewNoteProps {
  state?: PreviewNoteState;
  /** With `failed`: loads the draft again. */
  onRetry?: () => void;
  retrying?: boolean;
}

/**
 * The note above a page a preview link shows (a draft of a content record): a status the screen reader
 * announces, no landmark of its own; when the draft could not be loaded, an alert with Try again.
 */
export function PreviewNote({ state = 'draft', onRetry, retrying = false }: PreviewNoteProps) {
  if (state === 'failed') {
    return (
      <div className="bk-preview-note" role="alert">
        <p>
          <strong>Preview</strong>: {PREVIEW_TEXT.failed}
        </p>
        {onRetry && (
          <Button onClick={onRetry} loading={retrying}>
            {PREVIEW_TEXT.tryAgain}
          </Button>
        )}
      </div>
    );
  }
  return (
    <div className="bk-preview-note" role="status">
      <p>
        <strong>{PREVIEW_TEXT.title}</strong>: {state === 'draft' ? PREVIEW_TEXT.draft : PREVIEW_TEXT.loading}
      </p>
    </div>
  );
}

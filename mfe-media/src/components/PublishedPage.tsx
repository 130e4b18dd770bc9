import type { ReactNode } from 'react';
import type { ContentBodies, ContentKind } from '@beacon/shared/schemas';
import { Button, PageMain, PageNotFound, PreviewNote, Spin, TOP_BAR_HEIGHT, visuallyHidden } from '@beacon/shared/ui';
import { previewToken, usePublishedContent } from '@beacon/shared/published';
import { useSearchParams } from '@beacon/shared/router';
import { Styles } from './Styles';

const UNREACHABLE_TEXT = 'This page could not be loaded. Please check your connection and try again.';
const NOT_FOUND_DETAIL = 'There is no page at this address. It may have been taken down, or its preview link has expired.';

const publishedPageCss = `
.media-content-state { min-height: calc(100vh - ${TOP_BAR_HEIGHT}px); min-height: calc(100svh - ${TOP_BAR_HEIGHT}px); background: #05070c; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 16px; padding: 48px 20px; box-sizing: border-box; text-align: center; color: #fff; }
.media-content-state h1 { margin: 0; font-size: clamp(1.5rem, 4vw, 2.2rem); }
.media-content-state p { margin: 0; max-width: 560px; color: rgba(255, 255, 255, 0.85); line-height: 1.6; }
`;

interface PublishedPageProps<K extends ContentKind> {
  kind: K;
  /** null: the address names no such record; undefined: not known yet (a copy prerendered without its address). */
  slug: string | null | undefined;
  /** The page's title while it loads or when it failed. */
  title: string;
  /** The page, from the record's body; `banner` goes above its first screen. */
  children: (body: ContentBodies[K], banner: ReactNode) => ReactNode;
}

/**
 * A page whose words are a content record: the record (the published revision, or with `?preview=` the
 * draft, under a banner saying so), the site's not-found page when there is none, or, when the API could
 * not be reached, a failure with Try again. While it loads (a copy prerendered without the record), a
 * placeholder the size of the first screen.
 */
export function PublishedPage<K extends ContentKind>({ kind, slug, title, children }: PublishedPageProps<K>) {
  // `retrying` is read only where it shows: reading it renders the page again as a background check starts and ends.
  const state = usePublishedContent(kind, slug, previewToken(useSearchParams()[0]));
  const { content, error } = state;
  if (content) {
    const banner = content.preview ? <PreviewNote /> : null;
    return children(content.body, banner);
  }
  if (content === null) return <PageNotFound detail={NOT_FOUND_DETAIL} backLabel="Back to Home" />;
  return (
    <PageMain title={title}>
      <Styles id="published-page" css={publishedPageCss} />
      <div className="media-content-state">
        {error ? (
          <>
            <h1>{title}</h1>
            <div role="alert">
              <p>{UNREACHABLE_TEXT}</p>
            </div>
            <Button type="primary" onClick={() => void state.retry()} loading={state.retrying}>
              Try again
            </Button>
          </>
        ) : (
          <>
            <h1 className={visuallyHidden}>{title}</h1>
            <Spin />
            <p className={visuallyHidden} role="status">
              Loading…
            </p>
          </>
        )}
      </div>
    </PageMain>
  );
}

import type { CSSProperties, ReactNode } from 'react';
import { useConfig } from '@beacon/shared';
import { definePage } from '@beacon/shared/hydration';
import { paths } from '@beacon/shared/routes';
import { TEASER_SLUG } from '@beacon/shared/api';
import type { TeaserBody } from '@beacon/shared/schemas';
import { ButtonLink, PageMain } from '@beacon/shared/ui';
import { PublishedPage } from '../../components/PublishedPage';
import { Styles } from '../../components/Styles';
import { fillSiteTokens } from '@beacon/shared/config';
import { loadContent } from '@beacon/shared/published';
import { TEASER_DELAYS_S, teaserCss } from './teaserStyles';

/** One staged line: fades in after the `stage`-th delay. */
function Stage({ stage, children }: { stage: 0 | 1 | 2 | 3; children: ReactNode }) {
  const style = { '--media-fade-delay': `${TEASER_DELAYS_S[stage]}s` } as CSSProperties;
  return (
    <div className="media-fade-in" data-stage={stage + 1} style={style}>
      {children}
    </div>
  );
}

/** The teaser's staged lines on black, and its button to the tips page. */
function Teaser({ body, banner }: { body: TeaserBody; banner: ReactNode }) {
  const { site } = useConfig();
  const fill = (text: string) => fillSiteTokens(text, site);
  return (
    <PageMain title={fill(body.kicker)}>
      <Styles id="teaser" css={teaserCss} />
      {banner}
      <div className="media-teaser">
        <div className="media-teaser-inner">
          <Stage stage={0}>
            <p className="media-teaser-kicker">{fill(body.kicker)}</p>
          </Stage>
          <Stage stage={1}>
            <h1 className="media-teaser-title">{fill(body.title)}</h1>
          </Stage>
          <Stage stage={2}>
            <p className="media-teaser-paragraph">{fill(body.paragraph)}</p>
          </Stage>
          <Stage stage={3}>
            <p className="media-teaser-tip">{fill(body.tipLine)}</p>
            <ButtonLink to={paths.tips.href()} type="primary" size="large" style={{ marginTop: 20, minWidth: 140 }}>
              {fill(body.tipButton)}
            </ButtonLink>
          </Stage>
        </div>
      </div>
    </PageMain>
  );
}

/** The documentary teaser (/my-new-family): the published teaser record, edited in admin. */
function TeaserPage() {
  return (
    <PublishedPage kind="teaser" slug={TEASER_SLUG} title="New Investigation Coming Soon">
      {(body, banner) => <Teaser body={body} banner={banner} />}
    </PublishedPage>
  );
}

/** Its first screen: the teaser (or the draft a preview link names). */
export default definePage(
  TeaserPage,
  loadContent('teaser', () => TEASER_SLUG),
);

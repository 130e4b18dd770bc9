import type { CSSProperties, ReactNode } from 'react';
import { useConfig } from '@beacon/shared';
import { ButtonLink, PageMain } from '@beacon/shared/ui';
import { Styles } from '../../components/Styles';
import { fillSiteTokens } from '../../content/siteTokens';
import { TEASER } from '../../content/teaser';
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

/** The documentary teaser (/my-new-family): staged lines on black and a button to the tips page. */
export default function TeaserPage() {
  const { site } = useConfig();
  return (
    <PageMain title={TEASER.kicker}>
      <Styles id="teaser" css={teaserCss} />
      <div className="media-teaser">
        <div className="media-teaser-inner">
          <Stage stage={0}>
            <p className="media-teaser-kicker">{TEASER.kicker}</p>
          </Stage>
          <Stage stage={1}>
            <h1 className="media-teaser-title">{TEASER.title}</h1>
          </Stage>
          <Stage stage={2}>
            <p className="media-teaser-paragraph">{fillSiteTokens(TEASER.paragraph, site)}</p>
          </Stage>
          <Stage stage={3}>
            <p className="media-teaser-tip">{TEASER.tipLine}</p>
            <ButtonLink to={TEASER.tipPath} type="primary" size="large" style={{ marginTop: 20, minWidth: 140 }}>
              {TEASER.tipButton}
            </ButtonLink>
          </Stage>
        </div>
      </div>
    </PageMain>
  );
}

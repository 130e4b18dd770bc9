import type { CSSProperties } from 'react';
import { useConfig } from '@beacon/shared';
import { PageMain } from '@beacon/shared/ui';
import type { Investigation } from '../../content/types';
import { fillSiteTokens } from '../../content/siteTokens';
import { Styles } from '../Styles';
import { ActionCardView } from './ActionCardView';
import { ExhibitCard } from './ExhibitCard';
import { HeroVideo } from './HeroVideo';
import { investigationCss } from './investigationStyles';

/**
 * The layout of the election and hoax pages: a full-screen video hero with the title,
 * the numbered exhibits, then 'What Can I Do?' with the action cards.
 */
export function InvestigationPage({ content }: { content: Investigation }) {
  const { site } = useConfig();
  const fill = (text: string) => fillSiteTokens(text, site);
  // As many columns as cards on wide screens (4 on the election page, 3 on the hoax page).
  const actionsStyle = { '--media-action-columns': Math.min(4, Math.max(1, content.actions.length)) } as CSSProperties;
  return (
    <PageMain title={content.label}>
      <Styles id="investigation" css={investigationCss} />
      <HeroVideo video={content.hero}>
        <p className="media-hero-label">{content.label}</p>
        <h1 id="media-hero-title" className="media-hero-title">
          {fill(content.title)}
        </h1>
        <p className="media-hero-intro">{fill(content.intro)}</p>
      </HeroVideo>
      <section className="media-investigation-section" aria-labelledby="media-exhibits-heading">
        <h2 id="media-exhibits-heading" className="media-section-heading">
          {fill(content.exhibitsHeading)}
        </h2>
        <ol className="media-exhibits">
          {content.exhibits.map((exhibit) => (
            <li key={exhibit.number}>
              <ExhibitCard exhibit={exhibit} />
            </li>
          ))}
        </ol>
      </section>
      <section className="media-investigation-section" aria-labelledby="media-actions-heading">
        <h2 id="media-actions-heading" className="media-section-heading">
          {fill(content.actionsHeading)}
        </h2>
        <p className="media-section-intro">{fill(content.actionsIntro)}</p>
        <ul className="media-actions" style={actionsStyle}>
          {content.actions.map((card) => (
            <li key={card.number}>
              <ActionCardView card={card} />
            </li>
          ))}
        </ul>
      </section>
    </PageMain>
  );
}

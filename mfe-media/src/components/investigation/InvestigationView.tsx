import type { CSSProperties, ReactNode } from 'react';
import { useConfig } from '@beacon/shared';
import { PageMain } from '@beacon/shared/ui';
import type { InvestigationBody } from '@beacon/shared/schemas';
import { fillSiteTokens } from '@beacon/shared/config';
import { Styles } from '../Styles';
import { ActionCardView } from './ActionCardView';
import { ExhibitCard } from './ExhibitCard';
import { HeroVideo } from './HeroVideo';
import { investigationCss } from './investigationStyles';

/**
 * The layout of every investigation: a full-screen video hero with the title, the numbered exhibits,
 * then 'What Can I Do?' with the action cards. Numbers are positions. `banner` sits above the hero
 * (the preview note).
 */
export function InvestigationView({ body, banner }: { body: InvestigationBody; banner?: ReactNode }) {
  const { site } = useConfig();
  const fill = (text: string) => fillSiteTokens(text, site);
  // As many columns as cards on wide screens (4 on the election page, 3 on the hoax page).
  const actionsStyle = { '--media-action-columns': Math.min(4, Math.max(1, body.actions.length)) } as CSSProperties;
  return (
    <PageMain title={fill(body.label)}>
      <Styles id="investigation" css={investigationCss} />
      {banner}
      <HeroVideo hero={body.hero}>
        <p className="media-hero-label">{fill(body.label)}</p>
        <h1 id="media-hero-title" className="media-hero-title">
          {fill(body.title)}
        </h1>
        <p className="media-hero-intro">{fill(body.intro)}</p>
      </HeroVideo>
      <section className="media-investigation-section" aria-labelledby="media-exhibits-heading">
        <h2 id="media-exhibits-heading" className="media-section-heading">
          {fill(body.exhibitsHeading)}
        </h2>
        <ol className="media-exhibits">
          {body.exhibits.map((exhibit, index) => (
            <li key={index}>
              <ExhibitCard exhibit={exhibit} number={index + 1} />
            </li>
          ))}
        </ol>
      </section>
      <section className="media-investigation-section" aria-labelledby="media-actions-heading">
        <h2 id="media-actions-heading" className="media-section-heading">
          {fill(body.actionsHeading)}
        </h2>
        {body.actionsIntro && <p className="media-section-intro">{fill(body.actionsIntro)}</p>}
        <ul className="media-actions" style={actionsStyle}>
          {body.actions.map((card, index) => (
            <li key={index}>
              <ActionCardView card={card} number={index + 1} />
            </li>
          ))}
        </ul>
      </section>
    </PageMain>
  );
}

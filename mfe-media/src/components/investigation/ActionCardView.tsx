import type { CSSProperties } from 'react';
import ExportOutlined from '@ant-design/icons/ExportOutlined';
import { useConfig } from '@beacon/shared';
import type { ActionCard } from '../../content/types';
import { fillSiteTokens } from '../../content/siteTokens';
import { readableTextColor } from './readableTextColor';
import { Reveal } from './Reveal';
import { visuallyHidden } from '@beacon/shared/ui';

/** An action card: an image, the text and an external-link button in the card's colour. */
export function ActionCardView({ card }: { card: ActionCard }) {
  const { site } = useConfig();
  const buttonStyle = { '--media-action-bg': card.buttonColor, '--media-action-fg': readableTextColor(card.buttonColor) } as CSSProperties;
  return (
    <Reveal number={card.number} className="media-action-cell">
      <article className="media-action">
        <img
          className="media-action-image"
          src={card.imageUrl}
          alt={card.imageAlt}
          width={320}
          height={180}
          loading="lazy"
          decoding="async"
        />
        <div className="media-action-body">
          <h3 className="media-action-title">{fillSiteTokens(card.title, site)}</h3>
          <a
            className="media-action-button"
            style={buttonStyle}
            href={fillSiteTokens(card.buttonURL, site)}
            target="_blank"
            rel="noopener noreferrer"
          >
            {fillSiteTokens(card.buttonText, site)}
            <ExportOutlined aria-hidden />
            <span className={visuallyHidden}> (opens in a new tab)</span>
          </a>
        </div>
      </article>
    </Reveal>
  );
}

import type { CSSProperties } from 'react';
import ExportOutlined from '@ant-design/icons/ExportOutlined';
import { useConfig } from '@beacon/shared';
import type { ContentActionCard } from '@beacon/shared/schemas';
import { mediaUrl } from '../../content/bundledMedia';
import { fillSiteTokens } from '@beacon/shared/config';
import { readableTextColor } from './readableTextColor';
import { Reveal } from './Reveal';
import { visuallyHidden } from '@beacon/shared/ui';

/**
 * An action card: an image, the title, its optional sentence and an external-link button in the card's
 * colour. An image this build does not have leaves its alt text in its place.
 */
export function ActionCardView({ card, number }: { card: ContentActionCard; number: number }) {
  const { site } = useConfig();
  const image = mediaUrl(card.imageUrl);
  const buttonStyle = { '--media-action-bg': card.buttonColor, '--media-action-fg': readableTextColor(card.buttonColor) } as CSSProperties;
  return (
    <Reveal number={number} className="media-action-cell">
      <article className="media-action">
        <img
          className="media-action-image"
          src={image ?? undefined}
          alt={fillSiteTokens(card.imageAlt, site)}
          width={320}
          height={180}
          loading="lazy"
          decoding="async"
        />
        <div className="media-action-body">
          <h3 className="media-action-title">{fillSiteTokens(card.title, site)}</h3>
          {card.text && <p className="media-action-text">{fillSiteTokens(card.text, site)}</p>}
          <a
            className="media-action-button"
            style={buttonStyle}
            href={fillSiteTokens(card.buttonUrl, site)}
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

import { Button, visuallyHidden } from '@beacon/shared/ui';
import type { SpeakingBody } from '@beacon/shared/schemas';
import { Paragraphs } from './Paragraphs';
import { QuickInfoCard } from './QuickInfoCard';

interface SpeakingHeroProps {
  /** The page's words, tokens filled. */
  body: SpeakingBody;
  name: string;
  onBook: () => void;
  /** Scrolls to the featured event; null when there is none (no button then). */
  onFeatured: (() => void) | null;
}

/** The speaker's name, biography and topics, the jump buttons (to the form; to the featured event when there is one), and the Quick Info card beside them. */
export function SpeakingHero({ body, name, onBook, onFeatured }: SpeakingHeroProps) {
  return (
    <section className="engage-section engage-hero" aria-labelledby="speaking-title">
      <div>
        <p className="engage-hero-eyebrow">{body.eyebrow}</p>
        <h1 id="speaking-title" className="engage-hero-title">
          {name}
        </h1>
        <Paragraphs text={body.biography} />
        <ul className="engage-chips" aria-label="Topics">
          {body.topics.map((topic, index) => (
            <li key={`${index}:${topic}`} className="engage-chip">
              {topic}
            </li>
          ))}
        </ul>
        <div className="engage-hero-actions">
          <Button type="primary" size="large" onClick={onBook}>
            {`Book ${name} Today`}
          </Button>
          {onFeatured && (
            <Button size="large" onClick={onFeatured}>
              Featured Event
            </Button>
          )}
        </div>
        <ul className="engage-links" aria-label={`More about ${name}`}>
          {body.links.map((link, index) => (
            <li key={`${index}:${link.href}`}>
              <a href={link.href} target="_blank" rel="noopener noreferrer">
                {link.label}
                <span className={visuallyHidden}> (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </div>
      <QuickInfoCard quickInfo={body.quickInfo} />
    </section>
  );
}
